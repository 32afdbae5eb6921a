/**
 * Serves msw request handlers over plain node:http: each incoming request becomes a Fetch
 * `Request`, msw's public `getResponse` picks the handler's answer, and that answer is written
 * back. It replaces `@mswjs/http-middleware`, which calls an msw function that msw 3 no longer
 * exports; msw documents `getResponse` for exactly this use.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';

function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  // rawHeaders keeps repeated headers apart (name, value, name, value, …).
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '');
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    // Streamed, not parsed: a handler reads the raw body (JSON, multipart) as it arrives.
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  // The client went away while the handler worked (a test's held-back call it cancelled): nobody to answer.
  if (res.destroyed) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  // Headers.forEach joins several Set-Cookie values into one line, which a client cannot split.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

export interface ServeOptions {
  /**
   * Rewrites a handler's answer before it is written (the demo upstream's shape variants,
   * mocks/shapes-registry.ts). Gets what it needs of the request up front: the request's body
   * belongs to the handler.
   */
  transform?: (request: { method: string; url: URL; authorization: string | null }, response: Response) => Promise<Response>;
}

/** A node:http listener answering with `handlers`; relative handler paths match this server's own origin. */
export function serveHandlers(handlers: RequestHandler[], options: ServeOptions = {}): RequestListener {
  return (req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    void (async () => {
      const request = toFetchRequest(req, origin);
      const facts = { method: request.method, url: new URL(request.url), authorization: request.headers.get('authorization') };
      const answer = await getResponse(handlers, request, { baseUrl: origin });
      const response = answer && options.transform ? await options.transform(facts, answer) : answer;
      if (response) {
        await writeResponse(res, response);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Cannot ${req.method} ${req.url}`);
    })().catch((error: unknown) => {
      // A handler that throws is a defect of the demo upstream: say so loudly, answer 500.
      console.error('[demo upstream] ошибка обработчика:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      else res.destroy();
    });
  };
}
