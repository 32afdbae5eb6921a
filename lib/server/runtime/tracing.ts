import 'server-only';
import { SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import { pathTemplate } from './access-log';

/**
 * Spans of the BFF: one per proxied browser call and one per upstream request, the upstream one
 * carrying the trace on in a `traceparent` header. They exist only once tracing-setup.ts has
 * registered an SDK (OTEL_EXPORTER_OTLP_ENDPOINT set); until then every wrapper here calls
 * straight through, without even a no-op span.
 *
 * The switch lives on globalThis: Next bundles the instrumentation hook and the route handlers
 * apart, so each bundle has its own copy of this module.
 */

const TRACING = Symbol.for('bo.tracing');

export interface TracingHandle {
  /** Sends the spans still queued and stops the exporter (graceful shutdown). */
  shutdown(): Promise<void>;
}

const holder = globalThis as unknown as Record<symbol, TracingHandle | undefined>;

export function setTracingHandle(handle: TracingHandle | undefined): void {
  holder[TRACING] = handle;
}

export function tracingEnabled(): boolean {
  return holder[TRACING] !== undefined;
}

/** Shutdown: flushes what is queued. Nothing to do when tracing is off. */
export async function shutdownTracing(): Promise<void> {
  const handle = holder[TRACING];
  setTracingHandle(undefined);
  await handle?.shutdown();
}

const tracer = () => trace.getTracer('merchant-backoffice');

/** The path as a low-cardinality name: ids as `:id`, never the query (it can hold an e-mail or a token). */
function templateOf(url: string): string {
  try {
    return pathTemplate(new URL(url).pathname);
  } catch {
    return '(unparsable)';
  }
}

function endWithStatus(span: Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

function endWithError(span: Span, error: unknown): void {
  const failure = error as (Error & { code?: unknown }) | undefined;
  // A socket error's code (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT) says more than its class.
  span.setAttribute('error.type', typeof failure?.code === 'string' ? failure.code : (failure?.name ?? 'Error'));
  // The message only: an upstream error's cause can quote a URL with its query.
  span.setStatus({ code: SpanStatusCode.ERROR, message: failure?.message });
  span.end();
}

/** A span around each proxied call, from the request to the Response (a streamed body may still flow). */
export function withProxySpan(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return (request) => {
    if (!tracingEnabled()) return handler(request);
    const path = templateOf(request.url);
    return tracer().startActiveSpan(
      `proxy ${request.method} ${path}`,
      { kind: SpanKind.INTERNAL, attributes: { 'http.request.method': request.method, 'url.path': path } },
      async (span) => {
        try {
          const response = await handler(request);
          endWithStatus(span, response.status);
          return response;
        } catch (error) {
          endWithError(span, error);
          throw error;
        }
      },
    );
  };
}

/**
 * A client span around one upstream request, until its answer's headers arrive. `send` gets the
 * headers to use: a copy with `traceparent` (W3C trace context) naming this span as the parent.
 */
export function traceUpstream<T extends { statusCode: number }>(
  method: string,
  url: string,
  headers: Record<string, string>,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return send(headers);
  const path = templateOf(url);
  let address: URL | null = null;
  try {
    address = new URL(url);
  } catch {
    address = null;
  }
  return tracer().startActiveSpan(
    `upstream ${method} ${path}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'url.path': path,
        ...(address ? { 'server.address': address.hostname, 'server.port': Number(address.port) || (address.protocol === 'https:' ? 443 : 80) } : {}),
      },
    },
    async (span) => {
      const withContext = { ...headers };
      propagation.inject(context.active(), withContext);
      try {
        const response = await send(withContext);
        endWithStatus(span, response.statusCode);
        return response;
      } catch (error) {
        endWithError(span, error);
        throw error;
      }
    },
  );
}
