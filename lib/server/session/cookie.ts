import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { serverEnv } from '../runtime/env';
import { isSecureRequest } from '../security/request-info';
import { SESSION_COOKIE_MAX_MS } from '../../security-config';
import { isRevoked } from './revocation';

/**
 * The session cookie (docs/bff-and-security.md): an iron-session seal holding the upstream token.
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
  /** Random per sign-in id (set at auth/complete, kept across refreshes): a shared store keys sessions by it. */
  sid?: string;
  /** Stable per user (hash of role and phone), for "sign out on every device" (lib/server/session/revocation.ts). */
  uid?: string;
  /** Sign-in time (ms), kept across refreshes: sessions signed in before a user's cut-off are refused. */
  issuedAt?: number;
}

/** Over http (local demo) the plain name; over https the `__Host-` name, which no subdomain or http page can set. */
export const SESSION_COOKIE = 'bo_session';
export const SECURE_SESSION_COOKIE = '__Host-bo_session';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * §9 "Token storage lifetime", capped by SESSION_COOKIE_MAX_MS: the cookie and the seal live
 * only as long as the session may be used.
 */
/**
 * The token's `expiresIn` as the upstream sent it: a number, or its digits as text (the
 * specification types no field); anything else, or not positive, is null.
 */
export function expiresInOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

export function sessionLifetimeMs(expiresIn: number): number {
  return Math.min(expiresIn * 24 * 7 * 1000, SESSION_COOKIE_MAX_MS);
}

/**
 * The seal id of a secret is derived from the secret itself, so a cookie sealed with a secret
 * opens for as long as that secret is configured, whether as current or previous (a fixed
 * 1/2 numbering renumbered the current secret when the previous one was removed).
 */
export function secretId(secret: string): number {
  return (createHash('sha256').update(secret).digest().readUInt32BE(0) % 1_000_000_000) + 1;
}

function sealPassword(): Record<string, string> {
  const { sessionSecret } = serverEnv();
  return { [secretId(sessionSecret)]: sessionSecret };
}

function unsealPassword(): Record<string, string> {
  const env = serverEnv();
  const map: Record<string, string> = { [secretId(env.sessionSecret)]: env.sessionSecret };
  if (env.sessionSecretPrevious) map[secretId(env.sessionSecretPrevious)] = env.sessionSecretPrevious;
  return map;
}

/** Seal and unseal any small value with the session secrets (the pending sign-in cookie too). */
export function sealValue(data: object, ttlSeconds: number): Promise<string> {
  return sealData(data, { password: sealPassword(), ttl: ttlSeconds });
}

export async function unsealValue<T>(sealed: string): Promise<T | null> {
  try {
    const opened = await unsealData<T>(sealed, { password: unsealPassword() });
    return opened && typeof opened === 'object' && Object.keys(opened).length > 0 ? opened : null;
  } catch {
    return null;
  }
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

/** The session in a cookie value, or null when absent, tampered with, expired, or ended (lib/server/session/revocation.ts). */
export async function unsealSession(sealed: string | undefined | null): Promise<SessionData | null> {
  if (!sealed) return null;
  let data = unsealed.get(sealed);
  if (!data) {
    const opened = await unsealValue<SessionData>(sealed);
    if (!isSessionData(opened)) return null;
    data = opened;
    remember(sealed, data);
  }
  if (data.expiresAt <= Date.now()) return null;
  if (await isRevoked(data)) return null;
  // A copy, so a caller that edits its session cannot change what the cache returns.
  return { ...data, user: { ...data.user } };
}

/** Tests that change the secret must not see seals opened with the old one. */
export function forgetUnsealedForTests(): void {
  unsealed.clear();
}

export async function sealSession(data: SessionData): Promise<string> {
  const ttl = Math.max(1, Math.ceil((data.expiresAt - Date.now()) / 1000));
  return sealValue(data, ttl);
}

interface CookieContext {
  /** Secure cookies only when the browser reached us over https. */
  secure: boolean;
}

export function cookieAttributes(ctx: CookieContext): string {
  // No Domain: the cookie stays on this host (required by the __Host- prefix).
  return `Path=/; HttpOnly; SameSite=Lax${ctx.secure ? '; Secure' : ''}`;
}

/** A complete Set-Cookie value for a session. */
export async function sessionSetCookie(data: SessionData, ctx: CookieContext): Promise<string> {
  const sealed = await sealSession(data);
  const maxAge = Math.max(1, Math.floor((data.expiresAt - Date.now()) / 1000));
  const expires = new Date(data.expiresAt).toUTCString();
  return `${sessionCookieName(ctx.secure)}=${sealed}; ${cookieAttributes(ctx)}; Max-Age=${maxAge}; Expires=${expires}`;
}

export function clearCookie(name: string, ctx: CookieContext): string {
  return `${name}=; ${cookieAttributes(ctx)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function clearSessionCookie(ctx: CookieContext): string {
  return clearCookie(sessionCookieName(ctx.secure), ctx);
}

/** The session cookie of a request: over https only the `__Host-` one counts. */
export function readSessionCookie(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), sessionCookieName(isHttpsRequest(request)));
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

/** Whether the browser reached us over https: the socket, or our own proxies when TRUST_PROXY says so. */
export function isHttpsRequest(request: Request): boolean {
  return isSecureRequest(request.headers, request.url);
}

/** Responses that set or clear the session must never be stored by any cache. */
export const NO_STORE = 'private, no-store';
