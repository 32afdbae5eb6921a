/** Life cycle of confirmation codes, access tokens and password-reset tokens. */
import { randomBytes, randomInt } from 'node:crypto';
import { demoLog } from './log';
import { getDb, mutate } from './store';
import type { CodeRecord, ResetTokenRecord, Role, TokenRecord, UserRecord } from './types';
import { noteTokenOwner } from './request-log';

const CODE_TTL_MS = 10 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
/** Expired tokens are kept this long, so a refresh after a long pause still works, then dropped. */
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** What the upstream reports as `expires_in`; the real lifetime is DEMO_TOKEN_TTL_SECONDS. */
export const EXPIRES_IN = 1000;

function tokenTtlMs(): number {
  const seconds = Number(process.env.DEMO_TOKEN_TTL_SECONDS);
  return (process.env.DEMO_TOKEN_TTL_SECONDS && Number.isFinite(seconds) && seconds >= 0 ? seconds : 3600) * 1000;
}

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const isPast = (iso: string) => Date.parse(iso) <= Date.now();

/** Unused codes that stay valid per phone: an SMS that arrives late still works. */
const LIVE_CODES_PER_PHONE = 5;

/**
 * A new 5-digit code for the phone. The few codes sent just before stay valid until used or
 * expired, as with SMS gateways whose messages arrive out of order (and parallel e2e sign-ins).
 */
export function issueCode(phone: string, role: Role): string {
  const code = String(randomInt(10000, 100000));
  mutate((db) => {
    const samePhone = (c: CodeRecord) => c.phone === phone && c.role === role;
    const recent = db.codes.filter((c) => samePhone(c) && !c.used && !isPast(c.expires_at)).slice(-(LIVE_CODES_PER_PHONE - 1));
    db.codes = [...db.codes.filter((c) => !samePhone(c) && !isPast(c.expires_at)), ...recent];
    db.codes.push({ phone, role, code, expires_at: inFuture(CODE_TTL_MS), used: false, created_at: new Date().toISOString() });
  });
  demoLog(`код подтверждения для ${phone}: ${code}`);
  return code;
}

/** True once per issued code: codes are single use and expire after 10 minutes. */
export function consumeCode(phone: string, role: Role, code: string): boolean {
  const match = getDb().codes.find(
    (c) => c.phone === phone && c.role === role && c.code === code && !c.used && !isPast(c.expires_at),
  );
  if (!match) return false;
  mutate(() => {
    match.used = true;
  });
  return true;
}

/** The newest code still usable (for that phone when given), for tests and the demo script. */
export function lastCode(phone?: string): CodeRecord | undefined {
  // Only codes that still work: a used one is no help to whoever asks (tests sign in in parallel).
  return getDb().codes.findLast((c) => (phone === undefined || c.phone === phone) && !c.used && !isPast(c.expires_at));
}

export function issueToken(user: UserRecord): TokenRecord {
  const record: TokenRecord = {
    token: randomBytes(24).toString('hex'),
    user_id: user.id,
    role: user.role,
    expires_at: inFuture(tokenTtlMs()),
    revoked: false,
    created_at: new Date().toISOString(),
  };
  mutate((db) => {
    db.tokens = db.tokens.filter((t) => !t.revoked && Date.parse(t.expires_at) + TOKEN_RETENTION_MS > Date.now());
    db.tokens.push(record);
  });
  noteTokenOwner(record.token, user.email);
  return record;
}

/** The newest token issued to a user, so e2e tests can prove it never reaches the browser. */
export function lastTokenOf(userId: number): TokenRecord | undefined {
  return getDb().tokens.findLast((t) => t.user_id === userId);
}

export function findToken(token: string): TokenRecord | undefined {
  return getDb().tokens.find((t) => t.token === token);
}

export function isExpired(token: TokenRecord): boolean {
  return isPast(token.expires_at);
}

export function revokeToken(token: TokenRecord): void {
  mutate(() => {
    token.revoked = true;
  });
}

export function revokeUserTokens(userId: number): void {
  mutate((db) => {
    for (const t of db.tokens) if (t.user_id === userId) t.revoked = true;
  });
}

/** Lets e2e tests reach the refresh path without waiting for a real expiry. */
/** Expires the live tokens of everyone, of one user, or just one token. */
export function expireAllTokens(scope: { userId?: number; token?: string } = {}): number {
  const { userId, token } = scope;
  return mutate((db) => {
    const live = db.tokens.filter(
      (t) =>
        !t.revoked &&
        !isPast(t.expires_at) &&
        (userId === undefined || t.user_id === userId) &&
        (token === undefined || t.token === token),
    );
    const past = new Date(Date.now() - 1000).toISOString();
    for (const t of live) t.expires_at = past;
    return live.length;
  });
}

export function issueResetToken(user: UserRecord): ResetTokenRecord {
  const record: ResetTokenRecord = {
    token: randomBytes(20).toString('hex'),
    user_id: user.id,
    email: user.email,
    expires_at: inFuture(RESET_TTL_MS),
    used: false,
    created_at: new Date().toISOString(),
  };
  mutate((db) => {
    db.reset_tokens = db.reset_tokens.filter((r) => !r.used && !isPast(r.expires_at));
    db.reset_tokens.push(record);
  });
  demoLog(`ссылка для восстановления пароля ${user.email}: /login/update?token=${record.token}`);
  return record;
}

/** A usable reset token, or undefined when unknown, used or expired. */
export function findResetToken(token: string): ResetTokenRecord | undefined {
  return getDb().reset_tokens.find((r) => r.token === token && !r.used && !isPast(r.expires_at));
}

export function lastResetToken(email?: string): ResetTokenRecord | undefined {
  return getDb().reset_tokens.findLast((r) => email === undefined || r.email === email);
}
