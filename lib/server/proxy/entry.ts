import 'server-only';
import { performance } from 'node:perf_hooks';
import { requestFacts } from '../security/request-info';
import { readCookie, sessionCookieName, unsealSession, type SessionData } from '../session/cookie';

/**
 * The proxy's entry (docs/architecture.md, "The request pipeline"): one browser call read once,
 * into one frozen value that every later step reads instead of the headers. The raw-request
 * stamp is parsed once here (request-info.ts), the URL once, the session cookie unsealed once.
 * Only the body and the abort signal are still read from `request`, later and once.
 */
export interface ProxyEntry {
  readonly request: Request;
  /** Upper case, as the rules compare it. */
  readonly method: string;
  /** The target's path exactly as the socket received it (Next has already resolved '..' in request.url). */
  readonly rawPath: string;
  /** The URL's query, '' or starting with '?'. */
  readonly search: string;
  readonly searchParams: URLSearchParams;
  /** The request's own path, for logs and metrics (resolved, without the query). */
  readonly pathname: string | null;
  /** Accepted before the server's stamp was installed: the peer and the raw target are unknown. */
  readonly startingUp: boolean;
  /** The socket's peer ('' without a stamp) and the client address ('unknown' when it cannot be told). */
  readonly peer: string;
  readonly clientIp: string;
  /** Reached over https (the socket, or a trusted proxy's X-Forwarded-Proto). */
  readonly secure: boolean;
  /** The origin the browser addressed, and what it says it comes from. */
  readonly expectedOrigin: string | null;
  readonly origin: string | null;
  readonly fetchSite: string | null;
  readonly fetchMode: string | null;
  readonly referer: string | null;
  readonly requestId: string | null;
  /** The unsealed session cookie (over https only the `__Host-` one), or null. */
  readonly session: SessionData | null;
  /** performance.now() when the call came in, for the access log and the duration metric. */
  readonly startedAt: number;
}

/** The URL's parts, or nulls for a URL that does not parse (never from the server itself). */
function urlParts(url: string): { search: string; searchParams: URLSearchParams; pathname: string | null } {
  try {
    const parsed = new URL(url);
    return { search: parsed.search, searchParams: parsed.searchParams, pathname: parsed.pathname };
  } catch {
    return { search: '', searchParams: new URLSearchParams(), pathname: null };
  }
}

/** The request's value without its session: every synchronous part, read once. */
export function readEntryFacts(request: Request, startedAt = performance.now()): Omit<ProxyEntry, 'session'> & { sealed: string | undefined } {
  const { headers } = request;
  const facts = requestFacts(headers, request.url);
  const url = urlParts(request.url);
  return {
    request,
    method: request.method.toUpperCase(),
    rawPath: facts.rawPath,
    search: url.search,
    searchParams: url.searchParams,
    pathname: url.pathname,
    startingUp: facts.startingUp,
    peer: facts.peer,
    clientIp: facts.clientIp,
    secure: facts.secure,
    expectedOrigin: facts.expectedOrigin,
    origin: headers.get('origin'),
    fetchSite: headers.get('sec-fetch-site'),
    fetchMode: headers.get('sec-fetch-mode'),
    referer: headers.get('referer'),
    requestId: headers.get('x-request-id'),
    sealed: readCookie(headers.get('cookie'), sessionCookieName(facts.secure)),
    startedAt,
  };
}

/** The whole entry value: the facts above and the session its cookie holds. */
export async function readEntry(request: Request, startedAt = performance.now()): Promise<ProxyEntry> {
  const { sealed, ...facts } = readEntryFacts(request, startedAt);
  // A request refused before the rules need a session (503, 405) is not worth an unseal.
  const session = facts.startingUp || !sealed ? null : await unsealSession(sealed);
  return Object.freeze({ ...facts, session });
}
