import 'server-only';
import { accessLogEnabled, logLine } from './log';

/**
 * One JSON line per proxied call, so calls can be followed across instances: method, path template, status, duration and the
 * instance. Ids in the path become `:id` and the query is left out, so no token, reset link,
 * e-mail or cookie reaches the log.
 */

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Za-z0-9_-]{24,})$/i;

export function pathTemplate(pathname: string): string {
  const segments = pathname.split('/').map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return segments.join('/').slice(0, 200);
}

export function withAccessLog(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!accessLogEnabled()) return handler(request);
    const started = performance.now();
    let status = 500;
    try {
      const response = await handler(request);
      status = response.status;
      return response;
    } finally {
      let path = '';
      try {
        path = pathTemplate(new URL(request.url).pathname);
      } catch {
        path = '(unparsable)';
      }
      logLine('info', 'proxy', {
        method: request.method,
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
