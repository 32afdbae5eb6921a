// The bench's upstream, in its own process so it does not share the client's event loop:
// GET …/json/<size> answers a snake_case JSON body of about that many bytes.
import { createServer } from 'node:http';

const item = (i) => ({ item_id: i, item_name: `Товар ${i}`, is_active: true, base_price: 1000 + i, category_ids: [1, 2], created_at: '2026-11-24T10:00:00Z' });

export const SIZES = { '1kb': 1024, '100kb': 100 * 1024, '1mb': 1024 * 1024, '5mb': 5 * 1024 * 1024, '20mb': 20 * 1024 * 1024 - 64 * 1024 };

function body(bytes) {
  const wrap = (items, n) => `{"data":[${items.join(',')}],"pagination":{"total":${n},"total_pages":1,"current_page":1,"per_page":${n}}}`;
  const items = [];
  let length = wrap([], 0).length + 20;
  for (let i = 0; ; i += 1) {
    const text = JSON.stringify(item(i));
    if (length + Buffer.byteLength(text) + 1 > bytes) break;
    items.push(text);
    length += Buffer.byteLength(text) + 1;
  }
  return Buffer.from(wrap(items, items.length));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const port = Number(process.argv[2]);
  const bodies = Object.fromEntries(Object.entries(SIZES).map(([name, bytes]) => [name, body(bytes)]));
  const server = createServer((req, res) => {
    const name = /\/json\/([a-z0-9]+)/.exec(req.url)?.[1];
    const payload = name && bodies[name];
    if (!payload) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"not found","data":{}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
    res.end(payload);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(port, '127.0.0.1', () => process.send?.({ sizes: Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.length])) }));
}
