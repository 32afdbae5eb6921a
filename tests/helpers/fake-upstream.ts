import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void | Promise<void>;

/** A tiny real HTTP upstream for proxy tests: records every request, answers with `handler`. */
export async function startFakeUpstream(handler: Handler) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(record);
      void handler(record, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * An upstream that knows only the profile: each token's user belongs to the company the map gives
 * (the BFF's own store reads the actor's company from it); anything else is refused with 401.
 */
export function profileByToken(companyOfToken: Record<string, number>): Handler {
  return (req, res) => {
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const company = companyOfToken[token];
    if (req.url.includes('/chief/profile/me') && company) return sendJson(res, 200, { data: { id: 1, name: token, company: { id: company } } });
    sendJson(res, 401, { error: 'Unauthorized', data: {} });
  };
}

/**
 * A fake upstream for a whole test file that answers by path (without the query) from what the
 * tests set with `answer(path, body, status)`, and `notFound` for any other path; started before
 * the file, closed after it, its answers cleared and the BFF pointed at it before every test.
 */
export function answeringUpstream(notFound: unknown, pointAt: (url: string) => void) {
  const answers = new Map<string, [number, unknown]>();
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) => {
      const path = req.url.split('?')[0] ?? '';
      const [status, body] = answers.get(path) ?? [404, notFound];
      sendJson(res, status, body);
    });
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    answers.clear();
    pointAt(upstream.url);
  });
  return {
    answer: (path: string, body: unknown, status = 200) => answers.set(`/dashboard/v1/${path}`, [status, body]),
    /** The requests it has seen so far. */
    seen: () => upstream.seen,
  };
}
