import 'server-only';
import { currentRequestId, logLine, requestIdFrom, runWithRequestId } from './log';
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

async function measured(handler: (request: Request) => Promise<Response>, request: Request): Promise<Response> {
  const started = performance.now();
  let status = 500;
  try {
    const response = await handler(request);
    status = response.status;
    return response;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    const pathname = pathnameOf(request);
    metrics().proxyDuration.observe(
      { method: methodLabel(request.method), route: pathname === null ? '{unparsable}' : routeTemplate(pathname), status: String(status) },
      seconds,
    );
    logLine('info', 'proxy', {
      method: request.method,
      path: pathname === null ? '(unparsable)' : pathTemplate(pathname),
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  }
}

export function withAccessLog(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return (request) => {
    // The server's hook (request-id.ts) has already opened the request's context; a handler called without it opens one here.
    if (currentRequestId()) return measured(handler, request);
    return runWithRequestId(requestIdFrom(request.headers.get('x-request-id')), () => measured(handler, request));
  };
}
