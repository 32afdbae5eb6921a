import 'server-only';
import { PENDING_SIGN_IN_MS } from '../../security-config';
import { clearCookie, cookieAttributes, readCookie, sealValue, unsealValue } from './cookie';
import { withoutCountryDigit } from '../../format/phone';
import type { Role } from '../proxy/rules';

/**
 * The "pending sign-in" cookie, so a phone number alone cannot be used to sign in: a successful password step (login, or
 * registration) seals the phone the upstream sent the code to. send-code and auth/complete
 * are forwarded only for that phone and role, so a phone number alone opens nothing.
 */

export interface PendingSignIn {
  role: Role;
  /** Without the country digit, as the code calls send it (§5). */
  phone: string;
  /** Registration (the change-phone call may move it) or login. */
  via: 'login' | 'registration';
}

const NAME = 'bo_pending';
const SECURE_NAME = '__Host-bo_pending';

const cookieName = (secure: boolean) => (secure ? SECURE_NAME : NAME);

/** Phones compare by their last 10 digits: the login text has 11, the code calls send 10. */
export function samePhone(a: string, b: string): boolean {
  const x = withoutCountryDigit(a);
  return x.length === 10 && x === withoutCountryDigit(b);
}

export async function pendingSetCookie(pending: PendingSignIn, secure: boolean): Promise<string> {
  const seconds = Math.floor(PENDING_SIGN_IN_MS / 1000);
  const sealed = await sealValue({ ...pending, phone: withoutCountryDigit(pending.phone) }, seconds);
  return `${cookieName(secure)}=${sealed}; ${cookieAttributes({ secure })}; Max-Age=${seconds}`;
}

export function clearPendingCookie(secure: boolean): string {
  return clearCookie(cookieName(secure), { secure });
}

export async function readPendingSignIn(request: Request, secure: boolean): Promise<PendingSignIn | null> {
  const sealed = readCookie(request.headers.get('cookie'), cookieName(secure));
  if (!sealed) return null;
  const pending = await unsealValue<PendingSignIn>(sealed);
  if (!pending || typeof pending.phone !== 'string' || (pending.role !== 'chief' && pending.role !== 'admin')) return null;
  return pending;
}
