// `npm run bench:load`: 200 concurrent connections for 60 s through the BFF proxy, a mix of list
// GETs and JSON POSTs with a signed-in session; prints errors, latency and the server's memory.
import autocannon from 'autocannon';
import { requireBuild, rssMb, sessionCookie, startApp, startMinimalUpstream } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4211);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3211);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const TIMEOUT_S = Number(process.env.LOAD_TIMEOUT_S ?? 10);

const upstream = await startMinimalUpstream(UPSTREAM_PORT);
const app = await startApp(APP_PORT, { API_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}` });
const base = `http://127.0.0.1:${APP_PORT}`;
const cookie = await sessionCookie();

const list = { method: 'GET', path: '/dashboard/v1/chief/shops/1kb?page=2&perPage=15' };
const create = {
  method: 'POST',
  path: '/dashboard/v1/chief/shops',
  // Same-origin, as the browser sends it: the proxy refuses mutations without it.
  headers: { cookie, origin: base, 'content-type': 'application/json' },
  body: JSON.stringify({ shopName: 'Кофейня', isActive: true, workTime: '08:00 - 22:00' }),
};

// Warm-up, so the memory baseline is after first-use code loading.
await autocannon({ url: base, connections: 10, duration: 3, headers: { cookie }, requests: [list, create] });
const memory = [rssMb(app.pid)];
const sampler = setInterval(() => memory.push(rssMb(app.pid)), 1000);
const started = Date.now();
console.log(`${CONNECTIONS} connections for ${SECONDS} s: 3 list GETs to 1 POST, ${TIMEOUT_S} s per request at most…`);
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: SECONDS,
  timeout: TIMEOUT_S,
  headers: { cookie },
  requests: [list, list, list, create],
});
clearInterval(sampler);
memory.push(rssMb(app.pid));

// autocannon counts a timeout (no answer within LOAD_TIMEOUT_S) among its errors too.
const failures = result.errors + result.non2xx;
console.table([
  {
    connections: CONNECTIONS,
    seconds: Math.round((Date.now() - started) / 1000),
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    'errors (incl. timeouts)': result.errors,
    timeouts: result.timeouts,
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
  },
]);
const [first] = memory;
const last = memory[memory.length - 1];
const half = memory[Math.floor(memory.length / 2)];
console.log(
  `Server memory (RSS): ${first.toFixed(1)} MB at start, ${Math.max(...memory).toFixed(1)} MB peak, ` +
    `${half.toFixed(1)} MB half-way, ${last.toFixed(1)} MB at the end (growth ${(last - first).toFixed(1)} MB; second half ${(last - half).toFixed(1)} MB)`,
);
console.log(failures === 0 ? 'Result: 0 errors' : `Result: ${failures} failed requests`);
app.kill('SIGTERM');
upstream.close();
process.exit(failures === 0 ? 0 : 1);
