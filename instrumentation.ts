import type { Instrumentation } from 'next';

/** Runs once when the Next server starts: refuse to start on a bad configuration; stamp raw requests; open the store; tracing. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareServer } = await import('./lib/server/runtime/start-checks');
  prepareServer();
  // The store's migrations run now, once, rather than on the first request that needs the store.
  await (await import('./lib/server/store/open-at-start')).openStoreAtStart();
  // Without an OTLP endpoint the tracing SDK is never loaded (docs/operations.md, "Tracing").
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import('./lib/server/runtime/tracing-setup')).startTracing();
}

/**
 * Every error Next catches in a render, a route handler, a server action or the middleware,
 * as one JSON line. Only the path is logged, never the query or the headers: either can carry
 * a token or a personal detail. The message stays in the log; the browser sees only the digest.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const err = error as Error & { digest?: string };
  const requestId = request.headers['x-request-id'];
  const fields = {
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
    ...(typeof requestId === 'string' ? { requestId } : {}),
    error: err?.name ?? 'Error',
    message: err?.message ?? String(error),
    digest: err?.digest,
    stack: err?.stack,
  };
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logLine } = await import('./lib/server/runtime/log');
    logLine('error', 'request_error', fields);
  } else {
    // The Edge runtime (the middleware) has no node:os for the instance name.
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'request_error', ...fields }));
  }
};
