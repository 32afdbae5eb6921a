/**
 * Set by the BFF on a 401 that ended the session (no session, or a failed refresh).
 * Its value is the role ('chief' or 'admin') so the browser knows which login page to open.
 */
export const SESSION_ENDED_HEADER = 'x-session-ended';
