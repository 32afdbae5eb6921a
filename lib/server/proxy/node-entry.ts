import 'server-only';
import http from 'node:http';
import { createGzip, constants as zlib } from 'node:zlib';
import { handleProxy } from './handle-proxy';
import { PROXY_PREFIX } from './rules';
import { withProxySpan } from '../runtime/tracing';
import { logLine } from '../runtime/log';

/**
 * The proxy's door at the Node server (docs/architecture.md, "The request pipeline"; docs/performance.md):
 * a GET, POST, PUT, PATCH or DELETE whose raw target starts with /dashboard/v1/ goes from the
 * socket straight into the pipeline (handle-proxy.ts), without Next's router, route module
 * and response streams: those were most of a proxied call's CPU time (a --cpu-prof of
 * `next start` under `npm run bench:ratio`). Everything else, HEAD and OPTIONS included, stays with
 * Next, and so do the same calls in `next dev` and in tests, which reach the route handler
 * (app/dashboard/v1/[...path]/route.ts, the same pipeline).
 *
 * Installed from instrumentation before the raw-request stamp, the graceful shutdown and the
 * request ids (lib/server/runtime/start-checks.ts): each of those wraps the server's `emit`
 * around this one, so a call here is stamped, refused there when malformed, counted in flight and
 * carries its request id, exactly as on its way into Next. It answers with the headers
 * next.config.js gives every response (`headers()`), which Next is no longer there to add.
 */

const INSTALLED = Symbol.for('merchant-backoffice.proxy-node-entry');
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export interface StaticHeader {
  key: string;
  value: string;
}

/** The web Request Next would have made of this one (headers as the hooks left them, the body streamed). */
export function webRequest(req: http.IncomingMessage, signal: AbortSignal): Request | null {
  const host = req.headers.host;
  if (!host) return null;
  const encrypted = !!(req.socket as { encrypted?: boolean } | undefined)?.encrypted;
  const headers = new Headers();
  try {
    // req.headers, never rawHeaders: the stamp hook replaced whatever the client sent as the stamp.
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.append(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const method = req.method ?? 'GET';
    const body = method === 'GET' ? null : (req as unknown as AsyncIterable<Uint8Array>);
    return new Request(`${encrypted ? 'https' : 'http'}://${host}${req.url ?? '/'}`, {
      method,
      headers,
      body: body as BodyInit | null,
      signal,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    // A host or header Request refuses: Next answers it as before.
    return null;
  }
}

/** Where the body goes: the socket, or a gzip stream in front of it. */
type Sink = Pick<http.ServerResponse, 'write' | 'end' | 'destroy' | 'once' | 'off' | 'destroyed'>;

async function writeBody(body: ReadableStream<Uint8Array>, sink: Sink, res: http.ServerResponse): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        sink.destroy();
        return;
      }
      if (!sink.write(value)) {
        await new Promise<void>((resolve) => {
          const go = () => {
            sink.off('drain', go);
            res.off('close', go);
            resolve();
          };
          sink.once('drain', go);
          res.once('close', go);
        });
      }
    }
    sink.end();
  } catch (error) {
    // The status has gone: the browser sees the answer cut off, as it would from Next.
    res.destroy(error instanceof Error ? error : undefined);
    await reader.cancel().catch(() => undefined);
  }
}

/** JSON and text, as Next's own compression does for the route (files, already compressed, are left). */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/i;

/** gzip when the browser takes it and the answer is JSON or text of unknown or at least 1 KB length (Next's threshold). */
function gzipWanted(req: http.IncomingMessage, response: Response): boolean {
  if (response.headers.has('content-encoding') || !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false;
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) < 1024) return false;
  return /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
}

const proxy = withProxySpan(handleProxy);

async function serve(req: http.IncomingMessage, request: Request, res: http.ServerResponse, headers: readonly StaticHeader[]): Promise<void> {
  let response: Response;
  try {
    response = await proxy(request);
  } catch (error) {
    logLine('error', 'proxy_failed', { method: request.method, err: error });
    response = Response.json({ error: 'Внутренняя ошибка сервера. Попробуйте позже', data: {} }, { status: 500, headers: { 'cache-control': 'private, no-store' } });
  }
  if (res.destroyed) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  res.statusCode = response.status;
  for (const header of headers) res.setHeader(header.key, header.value);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  if (!gzipWanted(req, response)) {
    await writeBody(response.body, res, res);
    return;
  }
  res.removeHeader('content-length');
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('vary', 'Accept-Encoding');
  // Each chunk flushed as it comes, so a streamed list reaches the browser as it is converted.
  const gzip = createGzip({ flush: zlib.Z_SYNC_FLUSH });
  gzip.on('error', (error) => res.destroy(error));
  gzip.pipe(res);
  await writeBody(response.body, gzip as unknown as Sink, res);
}

/**
 * Serves one request of a Node server when it is a proxy call (true), else leaves it (false).
 * The raw target is checked by the stamp hook before this runs.
 */
export function proxyNodeRequest(req: http.IncomingMessage, res: http.ServerResponse, headers: readonly StaticHeader[]): boolean {
  if (!req.url?.startsWith(PROXY_PREFIX) || !METHODS.has(req.method ?? '')) return false;
  const controller = new AbortController();
  const request = webRequest(req, controller.signal);
  if (!request) return false;
  // Nobody is listening any more: the upstream call stops (499), as Next's request.signal does.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  void serve(req, request, res, headers);
  return true;
}

/** Takes the proxy's calls from every HTTP server of this process (there is one: Next's). */
export function installProxyNodeEntry(headers: readonly StaticHeader[]): void {
  const proto = http.Server.prototype as unknown as Record<symbol, boolean> & { emit: (...args: unknown[]) => boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: unknown, ...args: unknown[]): boolean {
    if (event === 'request' && proxyNodeRequest(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, headers)) return true;
    return emit.call(this, event, ...args);
  };
}
