// The bench's "naive fetch" baseline, in a process of its own and outside the product: a plain
// node:http server that fetch()es the same path from the upstream and hands the body on as it
// arrives, with no session, no rules and no key conversion. Started by bench/proxy-latency.mjs
// as `node bench/naive-proxy.mjs <upstream origin>`; it listens on a free loopback port and
// sends that port to its parent.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const upstream = process.argv[2];
  const server = createServer(async (req, res) => {
    const controller = new AbortController();
    res.once('close', () => controller.abort());
    try {
      const answer = await fetch(`${upstream}${req.url}`, { signal: controller.signal });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      if (answer.body) Readable.fromWeb(answer.body).on('error', () => res.destroy()).pipe(res);
      else res.end();
    } catch {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
}
