import 'server-only';
import { randomBytes } from 'node:crypto';
import { trustProxySetting } from '../../security-config';
import { forwardedClient, forwardedValue, parseTrustProxy, type TrustedProxies } from './trusted-proxies';

/**
 * What only the Node socket knows: the request target exactly as received (Next resolves
 * '.'/'..' before a route handler sees the URL), the peer address and whether TLS was used.
 * `installRawRequestStamp` (instrumentation.ts) writes them into one header, signed with a
 * per-process token, after deleting whatever the client sent under that name.
 */

export const RAW_HEADER = 'x-bo-raw';

const TOKEN_KEY = Symbol.for('merchant-backoffice.raw-request-token');

/** Shared by every bundle of this process (instrumentation and route handlers are bundled apart). */
export function processToken(): string {
  const holder = globalThis as unknown as Record<symbol, string | undefined>;
  holder[TOKEN_KEY] ??= randomBytes(18).toString('base64url');
  return holder[TOKEN_KEY];
}

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

/** The client address for throttling: the socket's, or what our own proxies say (TRUST_PROXY). */
export function clientIp(headers: Headers): string {
  // Without the stamp every caller shares one bucket: stricter, never looser.
  return forwardedClient(trustedProxies(), peerOf(headers), headers.get('x-forwarded-for')) || 'unknown';
}

/**
 * Whether the browser reached us over https. From a trusted proxy its X-Forwarded-Proto decides
 * (the first value: 'HTTPS', 'https, http' count); otherwise the socket.
 */
export function isSecureRequest(headers: Headers, url?: string): boolean {
  const proto = forwardedValue(trustedProxies(), peerOf(headers), headers.get('x-forwarded-proto'))?.toLowerCase();
  if (proto) return proto === 'https';
  const raw = readRawRequest(headers);
  if (raw) return raw.encrypted;
  return !!url && url.startsWith('https:');
}

/** The origin the browser addressed: scheme, host and port (X-Forwarded-Host only from a trusted proxy). */
export function expectedOrigin(headers: Headers, url?: string): string | null {
  const host = forwardedValue(trustedProxies(), peerOf(headers), headers.get('x-forwarded-host')) || headers.get('host');
  if (!host) return null;
  try {
    return new URL(`${isSecureRequest(headers, url) ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}
