import { Agent, errors, request, type Dispatcher } from 'undici';
import { ApiError } from './api/api-error';
import { camelizeKeys } from './case';
import { serverEnv } from './env';

/**
 * The server-side upstream client: one keep-alive connection pool for the process,
 * timeouts, and a typed error for "could not reach" and "took too long".
 */

let pool: Agent | undefined;

function dispatcher(): Agent {
  pool ??= new Agent({
    // Connections are reused across requests; idle ones are closed after 30 s.
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    connections: 256,
    pipelining: 1,
  });
  return pool;
}

export class UpstreamError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'aborted',
    cause?: unknown,
  ) {
    super(`upstream ${kind}`, { cause });
    this.name = 'UpstreamError';
  }
}

export const UPSTREAM_MESSAGES = {
  unreachable: 'Сервер временно недоступен. Попробуйте позже',
  timeout: 'Сервер не ответил вовремя. Попробуйте позже',
  malformed: 'Сервер ответил некорректными данными. Попробуйте позже',
} as const;

export type UpstreamBody = Dispatcher.DispatchOptions['body'];

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: UpstreamBody;
  signal?: AbortSignal;
}

export type UpstreamResponse = Dispatcher.ResponseData;

export async function upstreamFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  try {
    return await request(req.url, {
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      body: req.body ?? null,
      signal: req.signal,
      dispatcher: dispatcher(),
      // Per request, so UPSTREAM_TIMEOUT_MS read at any time applies (tests shorten it).
      headersTimeout: serverEnv().upstreamTimeoutMs,
      bodyTimeout: serverEnv().upstreamTimeoutMs,
    });
  } catch (error) {
    if (req.signal?.aborted || (error as Error).name === 'AbortError') throw new UpstreamError('aborted', error);
    if (error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError) {
      throw new UpstreamError('timeout', error);
    }
    if (error instanceof errors.ConnectTimeoutError) throw new UpstreamError('timeout', error);
    throw new UpstreamError('unreachable', error);
  }
}

export function upstreamUrl(path: string, query?: URLSearchParams, base: string = serverEnv().apiBaseUrl): string {
  const qs = query?.toString();
  return `${base}/dashboard/v1/${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Reads an upstream body as JSON with camelCase keys; null when empty, or when an error answer
 * is not JSON. A success that is not JSON cannot be shown: it fails like any call (502), so the
 * screen shows its error state instead of crashing on the data.
 */
export async function readCamelJson<T>(response: UpstreamResponse): Promise<T | null> {
  const text = await response.body.text();
  if (!text) return null;
  try {
    return camelizeKeys<T>(JSON.parse(text));
  } catch {
    if (response.statusCode >= 200 && response.statusCode < 300) throw new ApiError(502, UPSTREAM_MESSAGES.malformed, null);
    return null;
  }
}

export function isJsonContentType(value: string | string[] | undefined): boolean {
  return typeof value === 'string' && /[/+]json\b/i.test(value);
}
