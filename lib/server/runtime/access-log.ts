import 'server-only';
import { afterResponse, type Hook } from './after-response';
import { currentRequestId, logAccess, requestIdFrom, runWithRequestId } from './log';
import { methodLabel, metrics, routeTemplate } from './metrics';

/**
 * One JSON line per proxied call, so calls can be followed across instances: method, path template, status, duration, the
 * instance and the request id; and the call's duration in `bo_proxy_request_duration_seconds`. Ids in the path become `:id`
 * and the query is left out, so no token, reset link, e-mail or cookie reaches the log.
 */

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Za-z0-9_-]{24,})$/i;

export function pathTemplate(pathname: string): string {
  const segments = pathname.split('/').map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return segments.join('/').slice(0, 200);
}

function pathnameOf(request: Request): string | null {
  try {
    return new URL(request.url).pathname;
  } catch {
    return null;
  }
}

/** What the access log and the duration metric know of one answered call. */
export interface AccessFacts {
  method: string;
  /** The request's path (never its query); null when the URL did not parse. */
  pathname: string | null;
  status: number;
  /** performance.now() when the call came in. */
  startedAt: number;
  /** performance.now() when its answer was ready. */
  answeredAt: number;
}

/** `bo_proxy_request_duration_seconds`, by method, route template and status. */
export const durationMetricHook: Hook<AccessFacts> = {
  name: 'duration_metric',
  run({ method, pathname, status, startedAt, answeredAt }) {
    metrics().proxyDuration.observe(
      { method: methodLabel(method), route: pathname === null ? '{unparsable}' : routeTemplate(pathname), status: String(status) },
      (answeredAt - startedAt) / 1000,
    );
  },
};

/** The one `proxy` line per call. Its fields are known and hold no secret, so it skips the general logger's redaction (lib/server/runtime/log.ts, accessLogger). */
export const accessLogHook: Hook<AccessFacts> = {
  name: 'access_log',
  run({ method, pathname, status, startedAt, answeredAt }) {
    logAccess({
      method,
      path: pathname === null ? '(unparsable)' : pathTemplate(pathname),
      status,
      ms: Math.round((answeredAt - startedAt) * 10) / 10,
    });
  },
};

const ACCESS_HOOKS = [durationMetricHook, accessLogHook] as const;

async function measured(handler: (request: Request) => Promise<Response>, request: Request): Promise<Response> {
  const startedAt = performance.now();
  let status = 500;
  try {
    const response = await handler(request);
    status = response.status;
    return response;
  } finally {
    afterResponse(ACCESS_HOOKS, { method: request.method, pathname: pathnameOf(request), status, startedAt, answeredAt: performance.now() });
  }
}

/** The request-id context of a call: the server's hook (request-id.ts) has usually opened it; a handler called without it opens one here. */
export function withRequestContext(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return (request) => {
    if (currentRequestId()) return handler(request);
    return runWithRequestId(requestIdFrom(request.headers.get('x-request-id')), () => handler(request));
  };
}

/** Any handler with the access log and the duration metric (the proxy has them among its own after-response hooks). */
export function withAccessLog(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return withRequestContext((request) => measured(handler, request));
}
