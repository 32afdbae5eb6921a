// `npm run bench`: latency and throughput of the BFF proxy against a direct upstream call.
// Starts a minimal upstream (1 KB and 10 KB JSON), the production server wired to it, and
// measures both side by side with a signed-in session. Needs `npm run build` first.
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { sealData } from 'iron-session';
import { Agent, request } from 'undici';
import { waitForPort } from '../scripts/lib.mjs';

const SECRET = 'bench-session-secret-that-is-long-enough-0123456789';
const UPSTREAM_PORT = 4210;
const APP_PORT = 3210;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);


// Bodies with snake_case keys, so the proxy's case conversion does real work.
const item = (i) => ({ item_id: i, item_name: `Товар ${i}`, is_active: true, base_price: 1000 + i });
const payloads = Object.fromEntries(
  [['1kb', 1024], ['10kb', 10 * 1024]].map(([name, bytes]) => {
    const items = [];
    while (JSON.stringify({ data: items }).length < bytes) items.push(item(items.length));
    return [name, JSON.stringify({ data: items })];
  }),
);

const upstream = createServer((req, res) => {
  const size = req.url.includes('10kb') ? '10kb' : '1kb';
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(payloads[size]);
});
await new Promise((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve));

const app = spawn('npx', ['next', 'start', '-p', String(APP_PORT)], {
  env: { ...process.env, API_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}`, SESSION_SECRET: SECRET, NODE_ENV: 'production' },
  stdio: 'ignore',
});
await waitForPort(APP_PORT);

const sealed = await sealData(
  { accessToken: 'bench-token', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000, user: { name: 'Bench', step: 'done' }, isAdmin: false },
  { password: SECRET, ttl: 3600 },
);
const cookie = `bo_session=${sealed}`;
const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

async function once(url, headers) {
  const started = performance.now();
  const response = await request(url, { headers, dispatcher: agent });
  await response.body.text();
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return performance.now() - started;
}

async function run(url, headers, connections) {
  for (let i = 0; i < 200; i += 1) await once(url, headers); // warm-up (JIT, pools)
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < REQUESTS) {
        next += 1;
        times.push(await once(url, headers));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { rps: Math.round(times.length / seconds), p50: pct(50), p95: pct(95), p99: pct(99) };
}

const rows = [];
const memoryBefore = process.memoryUsage().rss;
for (const size of ['1kb', '10kb']) {
  for (const connections of [1, 50]) {
    const direct = await run(`http://127.0.0.1:${UPSTREAM_PORT}/dashboard/v1/chief/${size}`, {}, connections);
    const proxied = await run(`http://127.0.0.1:${APP_PORT}/dashboard/v1/chief/${size}`, { cookie }, connections);
    rows.push({
      body: size,
      connections,
      'direct req/s': direct.rps,
      'proxy req/s': proxied.rps,
      'direct p50 ms': direct.p50.toFixed(2),
      'proxy p50 ms': proxied.p50.toFixed(2),
      'proxy p95 ms': proxied.p95.toFixed(2),
      'proxy p99 ms': proxied.p99.toFixed(2),
      'p50 overhead ms': (proxied.p50 - direct.p50).toFixed(2),
      'throughput ratio': (proxied.rps / direct.rps).toFixed(2),
    });
  }
}
console.table(rows);
console.log(`bench client RSS growth: ${((process.memoryUsage().rss - memoryBefore) / 1e6).toFixed(1)} MB; ${REQUESTS} requests per cell`);
app.kill('SIGTERM');
upstream.close();
await agent.close();
process.exit(0);
