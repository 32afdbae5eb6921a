/** One open session of the signed-in user, as «Активные сеансы» shows it. */
export interface SessionView {
  /** An opaque id of the session for ending it (a digest: the session's own id never leaves the server). */
  id: string;
  /** «Chrome 131, Windows» (lib/sessions/device.ts). */
  device: string;
  /** The client address seen last; '' when unknown. */
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this page was opened with: «Этот сеанс». */
  current: boolean;
}

export interface EndedSessions {
  ended: number;
}
