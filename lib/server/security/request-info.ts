import 'server-only';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { trustProxySetting } from '../../security-config';
import { forwardedClient, forwardedValue, parseTrustProxy, type TrustedProxies } from './trusted-proxies';

/**
 * What only the Node socket knows: the request target exactly as received (Next resolves
 * '.'/'..' before a route handler sees the URL), the peer address and whether TLS was used.
 * `installRawRequestStamp` (instrumentation.ts) writes them into one header, signed with a
 * per-process token, after deleting whatever the client sent under that name.
 */

export const RAW_HEADER = 'x-bo-raw';

/**
 * Where the hook and its token live: node:http's Server prototype, which is one object in the
 * whole process, whichever bundle reads it (instrumentation, the middleware and the route handlers
 * are bundled apart) and in every jest test file (each has its own globalThis, but not its own
 * node:http), so a stamp written by one module instance is read by every other.
 */
const shared = http.Server.prototype as unknown as Record<symbol, unknown>;
/** Set by `installRawRequestStamp` once its hook is in place. */
export const STAMP_HOOK_KEY = Symbol.for('merchant-backoffice.raw-request-hook');
const TOKEN_KEY = Symbol.for('merchant-backoffice.raw-request-token');

export function processToken(): string {
  shared[TOKEN_KEY] ??= randomBytes(18).toString('base64url');
  return shared[TOKEN_KEY] as string;
}

/**
 * A request this production server accepted before the stamp was installed. Next opens the port
 * first and runs instrumentation's register() a moment later (its prepare() is not awaited
 * before listening), so a request that arrives in between is emitted before the hook exists:
 * it has no peer, no raw target and no TLS flag, and would share one throttle bucket ('unknown')
 * with every other such request and skip the raw-target checks. The middleware and the proxy
 * answer it 503 with Retry-After: 1 instead (e2e/client-address.spec.ts sends requests while each
 * server starts: before this, some were served without the stamp under `next start` and server.js).
 * Not in development or tests: there a handler called directly, or `next dev`'s first page
 * (its hook is installed while that request waits), has no stamp and still gets an answer.
 */
export function acceptedBeforeStamp(headers: Headers): boolean {
  if (process.env.NODE_ENV !== 'production') return false;
  if (!shared[STAMP_HOOK_KEY]) return false;
  return readRawRequest(headers) === null;
}

/** What the server answers to such a request: it was started a moment ago, and the next try is served. */
export const STARTING_UP = 'Сервер запускается. Повторите запрос через секунду';

export interface RawRequest {
  target: string;
  peer: string;
  encrypted: boolean;
}

export function stampValue(raw: RawRequest): string {
  return `${processToken()} ${raw.encrypted ? 'https' : 'http'} ${raw.peer || '-'} ${raw.target}`;
}

export function readRawRequest(headers: Headers): RawRequest | null {
  const value = headers.get(RAW_HEADER);
  if (!value) return null;
  const [token, scheme, peer, target] = value.split(' ');
  if (token !== processToken() || !target) return null;
  return { target, peer: peer === '-' ? '' : (peer ?? ''), encrypted: scheme === 'https' };
}

/** The path of a request target, without query or fragment; an absolute-form target loses its origin. */
export function rawPathOf(target: string): string {
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** The raw path when the stamp is there; else the URL's (tests call handlers directly). */
export function rawRequestPath(request: Request): string {
  return rawPathOf(readRawRequest(request.headers)?.target ?? request.url);
}

let parsed: { setting: string; proxies: TrustedProxies | null } | undefined;

/** TRUST_PROXY parsed once per value (tests change it between cases); bad entries stop the start (lib/server/runtime/env.ts). */
function trustedProxies(): TrustedProxies | null {
  const setting = trustProxySetting();
  if (parsed?.setting !== setting) parsed = { setting, proxies: parseTrustProxy(setting).proxies };
  return parsed.proxies;
}

/** The socket's peer, from the stamp; '' without one (a handler called directly, which then trusts no header). */
function peerOf(headers: Headers): string {
  return readRawRequest(headers)?.peer ?? '';
}

function clientOf(proxies: TrustedProxies | null, peer: string, headers: Headers): string {
  // Without the stamp every caller shares one bucket: stricter, never looser.
  return forwardedClient(proxies, peer, headers.get('x-forwarded-for')) || 'unknown';
}

function secureOf(proxies: TrustedProxies | null, peer: string, raw: RawRequest | null, headers: Headers, url?: string): boolean {
  const proto = forwardedValue(proxies, peer, headers.get('x-forwarded-proto'))?.toLowerCase();
  if (proto) return proto === 'https';
  if (raw) return raw.encrypted;
  return !!url && url.startsWith('https:');
}

function originOf(proxies: TrustedProxies | null, peer: string, secure: boolean, headers: Headers): string | null {
  const host = forwardedValue(proxies, peer, headers.get('x-forwarded-host')) || headers.get('host');
  if (!host) return null;
  try {
    return new URL(`${secure ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The client address for throttling: the socket's, or what our own proxies say (TRUST_PROXY). */
export function clientIp(headers: Headers): string {
  return clientOf(trustedProxies(), peerOf(headers), headers);
}

/**
 * Whether the browser reached us over https. From a trusted proxy its X-Forwarded-Proto decides
 * (the first value: 'HTTPS', 'https, http' count); otherwise the socket.
 */
export function isSecureRequest(headers: Headers, url?: string): boolean {
  const raw = readRawRequest(headers);
  return secureOf(trustedProxies(), raw?.peer ?? '', raw, headers, url);
}

/** The origin the browser addressed: scheme, host and port (X-Forwarded-Host only from a trusted proxy). */
export function expectedOrigin(headers: Headers, url?: string): string | null {
  const raw = readRawRequest(headers);
  const proxies = trustedProxies();
  const peer = raw?.peer ?? '';
  return originOf(proxies, peer, secureOf(proxies, peer, raw, headers, url), headers);
}

/** Everything above about one request, its stamp read once (the proxy's entry, lib/server/proxy/entry.ts). */
export interface RequestFacts {
  /** Accepted before the stamp existed: answered 503 (see acceptedBeforeStamp). */
  startingUp: boolean;
  /** The path of the target as received, or of the URL without a stamp. */
  rawPath: string;
  /** The socket's peer; '' without a stamp. */
  peer: string;
  /** The client address for throttling and the sessions list; 'unknown' when it cannot be told. */
  clientIp: string;
  secure: boolean;
  expectedOrigin: string | null;
}

export function requestFacts(headers: Headers, url: string): RequestFacts {
  const raw = readRawRequest(headers);
  const proxies = trustedProxies();
  const peer = raw?.peer ?? '';
  const secure = secureOf(proxies, peer, raw, headers, url);
  return {
    startingUp: raw === null && process.env.NODE_ENV === 'production' && !!shared[STAMP_HOOK_KEY],
    rawPath: rawPathOf(raw?.target ?? url),
    peer,
    clientIp: clientOf(proxies, peer, headers),
    secure,
    expectedOrigin: originOf(proxies, peer, secure, headers),
  };
}
