import { ApiError, GENERIC_ERROR } from './api-error';
import { SESSION_ENDED_HEADER } from './session-ended';
import { hardNavigate } from './hard-navigate';

/** Browser-side calls go through the BFF proxy, which holds the token (docs/architecture.md). */
export const API_ROOT = '/dashboard/v1';
/** The BFF's own API: what it keeps in its store (order notes, saved views, sessions, activity). */
export const OWN_API_ROOT = '/dashboard/own';

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** The logout call itself: not cancelled with the session's other calls. */
  outlivesSession?: boolean;
  /** Which API: the upstream's through the proxy (default) or the BFF's own. */
  root?: string;
}

/**
 * Cancelled when the user signs out: a poll in flight at that moment (the new-orders badge, a
 * revalidation on focus) would otherwise come back 401 from the cleared cookie and log an error
 * in the console of a page that is being left anyway.
 */
let sessionCalls = new AbortController();

/** Called by logout before it ends the session; the page is then replaced by /login. */
export function cancelSessionCalls(): void {
  sessionCalls.abort();
}

/** Aborted when the user signs out: long-lived connections (the live stream) close on it too. */
export function sessionEndSignal(): AbortSignal {
  return sessionCalls.signal;
}

/** Tests: a fresh page after a logout. */
export function resetSessionCalls(): void {
  sessionCalls = new AbortController();
}

/**
 * §4: a failed refresh (or a session that is gone) ends on the login page. True when `response`
 * said so (401 with the session-ended header) and the page is on its way there.
 */
export function followSessionEnd(response: Response): boolean {
  const ended = response.headers.get(SESSION_ENDED_HEADER);
  if (response.status !== 401 || !ended) return false;
  hardNavigate(ended === 'admin' ? '/admin/login' : '/login');
  return true;
}

function callSignal(options: RequestOptions): AbortSignal | undefined {
  if (options.outlivesSession) return options.signal;
  return options.signal ? AbortSignal.any([options.signal, sessionCalls.signal]) : sessionCalls.signal;
}

function buildUrl(root: string, path: string, query?: Query): string {
  const url = `${root}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one fetch wrapper: resolves with the whole JSON envelope (`data`, `pagination`),
 * throws ApiError on failure and shows nothing by itself; screens decide what the user sees.
 */
async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(options.root ?? API_ROOT, path, options.query), {
      method,
      credentials: 'same-origin',
      headers: options.body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: callSignal(options),
    });
  } catch (cause) {
    // By name: an abort raised by another realm's DOMException (a test environment) counts too.
    if ((cause as { name?: unknown } | null)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Нет связи с сервером. Проверьте подключение к интернету', null);
  }
  followSessionEnd(response);
  const body = await readBody(response);
  if (!response.ok) {
    const envelope = (body && typeof body === 'object' ? body : {}) as { error?: unknown; data?: unknown };
    const error = typeof envelope.error === 'string' && envelope.error ? envelope.error : GENERIC_ERROR;
    throw new ApiError(response.status, error, envelope.data ?? null);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** The same calls to the BFF's own API (`/dashboard/own/…`). */
export const ownApi = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, { ...options, root: OWN_API_ROOT }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body, root: OWN_API_ROOT }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body, root: OWN_API_ROOT }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, { ...options, root: OWN_API_ROOT }),
};
