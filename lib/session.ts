import { sealData, unsealData } from 'iron-session';
import { serverEnv } from './env';

/**
 * The session cookie (ARCHITECTURE.md): an iron-session seal holding the upstream token.
 * Only what the guard and the proxy need is kept, so the seal stays far below 4096 bytes.
 */
export interface SessionUser {
  name: string;
  /** Onboarding step; 'done' once finished, null when the upstream sent none. */
  step: string | null;
}

export interface SessionData {
  accessToken: string;
  tokenType: string;
  /** When the stored session expires (ms since epoch), §9: expiresIn × 24×7×1000 ms. */
  expiresAt: number;
  user: SessionUser;
  isAdmin: boolean;
  /** Last token refresh (ms), so a render that meets 401 right after one does not loop. */
  refreshedAt?: number;
}

export const SESSION_COOKIE = 'bo_session';

/** §9 "Token storage lifetime". */
export function sessionLifetimeMs(expiresIn: number): number {
  return expiresIn * 24 * 7 * 1000;
}

function password(): string | Record<string, string> {
  const env = serverEnv();
  // iron-session seals with the highest id and unseals with any of them (secret rotation).
  return env.sessionSecretPrevious
    ? { 2: env.sessionSecret, 1: env.sessionSecretPrevious }
    : env.sessionSecret;
}

function isSessionData(value: unknown): value is SessionData {
  const v = value as Partial<SessionData> | null;
  return (
    !!v &&
    typeof v.accessToken === 'string' &&
    v.accessToken.length > 0 &&
    typeof v.tokenType === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.isAdmin === 'boolean' &&
    !!v.user &&
    typeof v.user.name === 'string'
  );
}

/**
 * Recently opened seals. Unsealing derives keys and decrypts (~0.4 ms of CPU), and a browser
 * sends the same cookie with every call, so the proxy keeps the last few hundred. The key is
 * the whole authenticated seal, so a cached entry is exactly what unsealing would return.
 */
const UNSEALED_CACHE_SIZE = 500;
const unsealed = new Map<string, SessionData>();

function remember(sealed: string, data: SessionData): void {
  if (unsealed.size >= UNSEALED_CACHE_SIZE) unsealed.delete(unsealed.keys().next().value as string);
  unsealed.set(sealed, data);
}

/** The session in a cookie value, or null when absent, tampered with, or expired. */
export async function unsealSession(sealed: string | undefined | null): Promise<SessionData | null> {
  if (!sealed) return null;
  let data = unsealed.get(sealed);
  if (!data) {
    try {
      const opened = await unsealData<SessionData>(sealed, { password: password() });
      if (!isSessionData(opened)) return null;
      data = opened;
    } catch {
      return null;
    }
    remember(sealed, data);
  }
  if (data.expiresAt <= Date.now()) return null;
  // A copy, so a caller that edits its session cannot change what the cache returns.
  return { ...data, user: { ...data.user } };
}

/** Tests that change the secret must not see seals opened with the old one. */
export function forgetUnsealedForTests(): void {
  unsealed.clear();
}

export async function sealSession(data: SessionData): Promise<string> {
  const ttl = Math.max(1, Math.ceil((data.expiresAt - Date.now()) / 1000));
  return sealData(data, { password: password(), ttl });
}

interface CookieContext {
  /** Secure cookies only when the browser reached us over https. */
  secure: boolean;
}

function cookieAttributes(ctx: CookieContext): string {
  return `Path=/; HttpOnly; SameSite=Lax${ctx.secure ? '; Secure' : ''}`;
}

/** A complete Set-Cookie value for a session. */
export async function sessionSetCookie(data: SessionData, ctx: CookieContext): Promise<string> {
  const sealed = await sealSession(data);
  const maxAge = Math.max(1, Math.floor((data.expiresAt - Date.now()) / 1000));
  const expires = new Date(data.expiresAt).toUTCString();
  return `${SESSION_COOKIE}=${sealed}; ${cookieAttributes(ctx)}; Max-Age=${maxAge}; Expires=${expires}`;
}

export function clearSessionCookie(ctx: CookieContext): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(ctx)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The cookie value in a raw Cookie header. */
export function readCookie(header: string | null, name: string = SESSION_COOKIE): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Whether the browser reached us over https (directly or through a TLS-terminating proxy). */
export function isHttpsRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0]?.trim() === 'https';
  return new URL(request.url).protocol === 'https:';
}

/** Responses that set or clear the session must never be stored by any cache. */
export const NO_STORE = 'private, no-store';
