import 'server-only';
import { Agent, errors, request, type Dispatcher } from 'undici';
import { ApiError } from '../../api/api-error';
import { camelizeKeys } from '../../format/case';
import { serverEnv } from '../runtime/env';
import { currentRequestId } from '../runtime/log';
import { metrics, statusClass, upstreamFailureLabel } from '../runtime/metrics';
import { traceUpstream } from '../runtime/tracing';
import { MAX_UPSTREAM_JSON_BYTES, upstreamDeadlineMs } from '../../security-config';

/**
 * The server-side upstream client: one keep-alive connection pool for the process,
 * timeouts, and a typed error for "could not reach" and "took too long".
 */

let pool: Agent | undefined;

// Every pool of the process, whichever bundle's copy of this module opened it, so shutdown can
// close them all (Next bundles the route handlers and the instrumentation hook apart).
const POOLS = Symbol.for('bo.upstream-pools');
const openPools = ((globalThis as unknown as Record<symbol, Set<Agent> | undefined>)[POOLS] ??= new Set());

function dispatcher(): Agent {
  if (!pool || pool.closed || pool.destroyed) {
    pool = new Agent({
      // Connections are reused across requests; idle ones are closed after 30 s.
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 60_000,
      connections: 256,
      pipelining: 1,
    });
    openPools.add(pool);
  }
  return pool;
}

/** Shutdown: lets the calls in progress finish, then closes every pool's connections. */
export async function closeUpstreamPools(): Promise<void> {
  const pools = [...openPools];
  openPools.clear();
  await Promise.allSettled(pools.map((agent) => agent.close()));
}

export class UpstreamError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'aborted' | 'tooLarge',
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
  tooLarge: 'Сервер прислал слишком большой ответ (более 20 МБ). Сузьте запрос фильтром',
} as const;

/**
 * A total deadline for one call (headers and the body the BFF reads), on top of undici's
 * per-gap timeouts: a body trickled a byte at a time still ends in 504. `cancel()` once the
 * call is done, or once a streamed file starts flowing to the browser.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private timedOut = false;
  private held = false;
  /** Removes the listener on the caller's signal: one signal can outlive many calls (an export's pages). */
  private unlisten: () => void = () => {};

  constructor(ms: number = upstreamDeadlineMs(), client?: AbortSignal) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('upstream deadline'));
    }, ms);
    this.timer.unref();
    if (client?.aborted) this.controller.abort(client.reason);
    else if (client) {
      const onAbort = () => this.controller.abort(client.reason);
      client.addEventListener('abort', onAbort, { once: true });
      this.unlisten = () => client.removeEventListener('abort', onAbort);
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.timedOut;
  }

  cancel(): void {
    if (this.held) return;
    clearTimeout(this.timer);
    this.unlisten();
  }

  /** A streamed JSON answer keeps the deadline past the handler's return: `cancel()` waits for `release()`. */
  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.cancel();
  }
}

export type UpstreamBody = Dispatcher.DispatchOptions['body'];

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: UpstreamBody;
  signal?: AbortSignal;
  /** Shared by the attempts of one proxied call; without one, the deadline covers the headers. */
  deadline?: Deadline;
}

export type UpstreamResponse = Dispatcher.ResponseData;

function mapError(error: unknown, deadlineExpired: boolean, client?: AbortSignal): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (deadlineExpired) return new UpstreamError('timeout', error);
  if (client?.aborted || (error as Error).name === 'AbortError') return new UpstreamError('aborted', error);
  if (error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError) {
    return new UpstreamError('timeout', error);
  }
  if (error instanceof errors.ConnectTimeoutError) return new UpstreamError('timeout', error);
  if (error instanceof errors.ResponseExceededMaxSizeError) return new UpstreamError('tooLarge', error);
  return new UpstreamError('unreachable', error);
}

/** The error a failed read of an upstream body stands for (504 past the deadline, 502 otherwise). */
export function upstreamBodyError(error: unknown, deadline?: Deadline): UpstreamError {
  return mapError(error, deadline?.expired ?? false, deadline?.signal);
}

/** The deadline a call made without one keeps running until its body is read, dumped or dropped. */
const bodyDeadlines = new WeakMap<UpstreamResponse, Deadline>();

function countUpstream(statusClassOrFailure: string, started: number, failed: boolean): void {
  const { upstreamDuration, upstreamErrors } = metrics();
  upstreamDuration.observe({ status_class: statusClassOrFailure }, (performance.now() - started) / 1000);
  if (failed) upstreamErrors.inc({ status_class: statusClassOrFailure });
}

/**
 * One upstream call. Without `req.deadline` the call gets its own UPSTREAM_DEADLINE_MS, which
 * covers the headers and the body together: a body trickled a byte at a time (each gap within
 * UPSTREAM_TIMEOUT_MS) is cut off at the deadline, and reading it then fails with 'timeout'.
 */
export async function upstreamFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  const own = !req.deadline;
  const deadline = req.deadline ?? new Deadline(undefined, req.signal);
  // The upstream's own logs can then be matched with ours.
  const requestId = currentRequestId();
  const headers = requestId && !req.headers['x-request-id'] ? { ...req.headers, 'x-request-id': requestId } : req.headers;
  const started = performance.now();
  let response: UpstreamResponse;
  try {
    response = await traceUpstream(req.method, req.url, headers, (traced) =>
      request(req.url, {
        method: req.method as Dispatcher.HttpMethod,
        headers: traced,
        body: req.body ?? null,
        signal: deadline.signal,
        dispatcher: dispatcher(),
        // Per request, so UPSTREAM_TIMEOUT_MS read at any time applies (tests shorten it).
        headersTimeout: serverEnv().upstreamTimeoutMs,
        bodyTimeout: serverEnv().upstreamTimeoutMs,
      }),
    );
  } catch (error) {
    if (own) deadline.cancel();
    const failure = mapError(error, deadline.expired, req.signal);
    countUpstream(upstreamFailureLabel(failure.kind), started, true);
    throw failure;
  }
  const answered = statusClass(response.statusCode);
  countUpstream(answered, started, response.statusCode >= 400);
  if (own) {
    bodyDeadlines.set(response, deadline);
    if (response.body.destroyed) deadline.cancel();
    else response.body.once('close', () => deadline.cancel());
  }
  return response;
}

/**
 * Reads a body the BFF has to hold in memory, at most `limit` bytes (more is 502, refused as
 * soon as the header or the running count says so). A connection reset mid-body is 502, the
 * deadline 504.
 */
export async function readUpstreamText(
  response: UpstreamResponse,
  { deadline = bodyDeadlines.get(response), limit = MAX_UPSTREAM_JSON_BYTES }: { deadline?: Deadline; limit?: number } = {},
): Promise<string> {
  const declared = Number(response.headers['content-length'] ?? '0');
  if (declared > limit) {
    response.body.destroy();
    throw new UpstreamError('tooLarge');
  }
  const chunks: Buffer[] = [];
  let seen = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      seen += chunk.byteLength;
      if (seen > limit) {
        response.body.destroy();
        throw new UpstreamError('tooLarge');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw mapError(error, deadline?.expired ?? false, deadline?.signal);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What a server render shows for a failed upstream read: the proxy's status and Russian text. */
export function upstreamApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const kind = error instanceof UpstreamError && (error.kind === 'timeout' || error.kind === 'tooLarge') ? error.kind : 'unreachable';
  return new ApiError(kind === 'timeout' ? 504 : 502, UPSTREAM_MESSAGES[kind], null);
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
  const text = await readUpstreamText(response);
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
