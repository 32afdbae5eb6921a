// Part of `npm run bench`: the CSV export of 10 000 orders through the BFF
// (/dashboard/export/orders) against an upstream that serves them 100 a page, and the server's
// RSS growth over the export (target < 50 MB). The server is warmed up with a short export first,
// so the growth is the export's, not the route's first load. Needs `npm run build` first.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { requireBuild, rssMb, sessionCookie, startApp } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_EXPORT_UPSTREAM_PORT ?? 4221);
const APP_PORT = Number(process.env.BENCH_EXPORT_APP_PORT ?? 3221);
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 10_000);
const WARM_ROWS = 300;
const TARGET_MB = 50;

// Orders as the upstream sends them (snake_case), made on the fly: the upstream holds none.
const order = (i) => ({
  id: i,
  number: String(100_000 + i),
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  status: { id: 1, name: 'Новый' },
  customer: { id: i % 500, name: `Клиент «${i}»; Иванов`, phone: '79161234567' },
  delivery_type: i % 2 ? 'delivery' : 'pickup',
  store: { id: 1, address: 'г. Москва, ул. Тверская, д. 1' },
  total: 1000 + (i % 97) * 10.5,
  items_count: 3,
  is_paid: i % 3 === 0,
  payment_system_id: 1,
});

const upstream = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const total = url.searchParams.get('search') === 'warm' ? WARM_ROWS : ROWS;
  const perPage = Number(url.searchParams.get('per_page')) || 15;
  const page = Number(url.searchParams.get('page')) || 1;
  const first = (page - 1) * perPage;
  const data = [];
  for (let i = first; i < Math.min(total, first + perPage); i += 1) data.push(order(i + 1));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: { data, pagination: { total, total_pages: Math.ceil(total / perPage), current_page: page, per_page: perPage } } }));
});
upstream.keepAliveTimeout = 30_000;
await new Promise((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve));

const app = await startApp(APP_PORT, { API_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}` });
const cookie = await sessionCookie();
const agent = new Agent({ keepAliveTimeout: 30_000 });

/** One export, read as it arrives; its rows (CRLF-ended lines minus the header) and bytes. */
async function exportOrders(query, onChunk) {
  const response = await request(`http://127.0.0.1:${APP_PORT}/dashboard/export/orders${query}`, {
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    dispatcher: agent,
  });
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${await response.body.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = 1; i < chunk.length; i += 1) if (chunk[i] === 10 && chunk[i - 1] === 13) lines += 1;
    onChunk?.();
  }
  return { rows: lines - 1, bytes, total: Number(response.headers['x-export-total']) };
}

try {
  for (let i = 0; i < 3; i += 1) await exportOrders('?search=warm');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(app.pid);
  let peak = before;
  const sample = () => (peak = Math.max(peak, rssMb(app.pid)));
  const timer = setInterval(sample, 10);
  const started = performance.now();
  const result = await exportOrders('', sample);
  const seconds = (performance.now() - started) / 1000;
  // BENCH_EXPORT_REPEAT=N: N more exports in the same server; a leak would add its growth each time.
  for (let i = 0; i < Number(process.env.BENCH_EXPORT_REPEAT ?? 0); i += 1) {
    await exportOrders('', sample);
    console.log(`repeat ${i + 1}: peak ${peak.toFixed(0)} MB, now ${rssMb(app.pid).toFixed(0)} MB`);
  }
  clearInterval(timer);
  sample();
  const growth = peak - before;
  // What stays after a pause: garbage the export left is collected, a leak would not be.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = rssMb(app.pid);
  console.log(`\nCSV export bench — ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}`);
  console.log('| rows | CSV size | time | RSS before | RSS peak | growth | RSS 3 s after |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.rows} (of ${result.total}) | ${(result.bytes / 1024 / 1024).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${before.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${growth.toFixed(1)} MB | ${after.toFixed(0)} MB |`,
  );
  console.log(`\nTarget: RSS growth < ${TARGET_MB} MB — ${growth < TARGET_MB ? 'met' : 'MISSED'}`);
  if (result.rows !== ROWS) throw new Error(`expected ${ROWS} rows, got ${result.rows}`);
} finally {
  await agent.close();
  app.kill('SIGTERM');
  upstream.close();
  upstream.closeAllConnections();
}
