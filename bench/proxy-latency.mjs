// `npm run bench`: latency and throughput of the BFF proxy against a direct upstream call.
// Starts a minimal upstream (1 KB and 10 KB JSON), the production server wired to it, and
// measures both side by side with a signed-in session, then the server's memory growth.
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { Agent, request } from 'undici';
import { ms, percentile, requireBuild, rssMb, sessionCookie, startApp, startMinimalUpstream } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4210);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const TARGETS = { overheadMs: 3, proxyRps: 800, memoryMb: 50 };

const upstream = await startMinimalUpstream(UPSTREAM_PORT);
const app = await startApp(APP_PORT, { API_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}` });
const cookie = await sessionCookie();
const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

async function once(url, headers, status = 200) {
  const started = performance.now();
  const response = await request(url, { headers, dispatcher: agent });
  await response.body.text();
  if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode}`);
  return performance.now() - started;
}

/** `REQUESTS` requests over `connections` parallel keep-alive connections. */
async function run(url, headers, connections, status = 200) {
  for (let i = 0; i < 200; i += 1) await once(url, headers, status); // warm-up (JIT, pools)
  const times = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (issued < REQUESTS) {
        issued += 1;
        times.push(await once(url, headers, status));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

// Warm the server at full concurrency before the memory baseline, so growth means what stays
// (leaks), not first-use code or the heap sizing itself up for 50 parallel requests.
for (const size of ['1kb', '10kb']) await run(`http://127.0.0.1:${APP_PORT}/dashboard/v1/chief/${size}`, { cookie }, 50);
const memoryBefore = rssMb(app.pid);
const rows = [];
for (const size of ['1kb', '10kb']) {
  for (const connections of [1, 50]) {
    const direct = await run(`http://127.0.0.1:${UPSTREAM_PORT}/dashboard/v1/chief/${size}`, {}, connections);
    const proxied = await run(`http://127.0.0.1:${APP_PORT}/dashboard/v1/chief/${size}`, { cookie }, connections);
    rows.push({ size, connections, direct, proxied });
  }
}
const memoryAfter = rssMb(app.pid);
// The same route answering at once (no session: 401 before any unseal or upstream call): what
// Next's own request handling costs, the ceiling for any work the proxy does.
const ceiling = await run(`http://127.0.0.1:${APP_PORT}/dashboard/v1/chief/1kb`, {}, 50, 401);

console.log(`\nBFF proxy vs direct upstream — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ${REQUESTS} requests per cell\n`);
console.table(
  rows.map(({ size, connections, direct, proxied }) => ({
    body: size.toUpperCase().replace('KB', ' KB'),
    conns: connections,
    'direct req/s': Math.round(direct.rps),
    'proxy req/s': Math.round(proxied.rps),
    'rps ratio': (proxied.rps / direct.rps).toFixed(2),
    'direct p50': ms(direct.p50),
    'proxy p50': ms(proxied.p50),
    'proxy p95': ms(proxied.p95),
    'proxy p99': ms(proxied.p99),
    'p50 ratio': (proxied.p50 / direct.p50).toFixed(1),
    'p50 overhead': connections === 1 ? ms(proxied.p50 - direct.p50) : '—',
  })),
);
console.log(
  `Ceiling: the proxy route answering 401 at once (no upstream call) serves ${Math.round(ceiling.rps)} req/s at 50 connections, p50 ${ms(ceiling.p50)}.`,
);
const growth = memoryAfter - memoryBefore;
console.log(`Server memory (RSS): ${memoryBefore.toFixed(1)} MB after warm-up → ${memoryAfter.toFixed(1)} MB after ${rows.length * 2 * (REQUESTS + 200)} requests (growth ${growth.toFixed(1)} MB)`);

const oneConn = rows.find((r) => r.size === '1kb' && r.connections === 1);
const fifty = rows.find((r) => r.size === '1kb' && r.connections === 50);
const checks = [
  [`proxy p50 overhead at 1 connection ≤ ${TARGETS.overheadMs} ms`, oneConn.proxied.p50 - oneConn.direct.p50 <= TARGETS.overheadMs],
  [`proxy throughput (1 KB, 50 connections) ≥ ${TARGETS.proxyRps} req/s`, fifty.proxied.rps >= TARGETS.proxyRps],
  [`server memory growth < ${TARGETS.memoryMb} MB`, growth < TARGETS.memoryMb],
];
console.log('\nTargets (issue 12):');
for (const [name, met] of checks) console.log(`  ${met ? 'met    ' : 'MISSED '} ${name}`);

app.kill('SIGTERM');
upstream.close();
await agent.close();
process.exit(0);
