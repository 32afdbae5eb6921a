// `npm run bench`: req/s and latency of JSON answers of 1 KB … 20 MB, at 1 and 50 connections,
// side by side in one run:
//   direct      the upstream itself (bench/upstream.mjs, a process of its own)
//   bff         the product's proxy route (session, rules, streaming key conversion)
//   naive       a plain node:http server that fetch()es the upstream and hands the body on
//               (bench/naive-proxy.mjs, a process of its own: no Next, no session, no conversion)
// plus the server's peak RSS per size, the peak of one 20 MB answer in a fresh server, and the
// latency of small calls while large answers are converted. The product is started exactly as
// in production: nothing in it is there for the bench. Needs `npm run build` first.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { waitForPort } from '../scripts/lib.mjs';
import { percentile, requireBuild, rssMb, sessionCookie, startApp, forkHelper } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4210);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const CELL_MS = Number(process.env.BENCH_CELL_MS ?? 1500);
// BENCH_SIZES=1mb,5mb measures some sizes only (a quicker look; the documented table is all of them).
const SIZES = process.env.BENCH_SIZES?.split(',') ?? ['1kb', '100kb', '1mb', '5mb', '20mb'];
const CONNECTIONS = [1, 50];
const TARGETS = ['direct', 'bff', 'naive'];
const started = performance.now();
const load = loadavg()[0];

const upstreamOrigin = `http://127.0.0.1:${UPSTREAM_PORT}`;
const upstream = forkHelper('./upstream.mjs', [String(UPSTREAM_PORT)]);
const { sizes: bytes } = await upstream.ready;
await waitForPort(UPSTREAM_PORT);
const naive = forkHelper('./naive-proxy.mjs', [upstreamOrigin]);
const { port: NAIVE_PORT } = await naive.ready;

const appEnv = { API_BASE_URL: upstreamOrigin };
let app = await startApp(APP_PORT, appEnv);
const cookie = await sessionCookie();
const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

function target(name, size) {
  const path = `chief/json/${size}`;
  if (name === 'direct') return { url: `http://127.0.0.1:${UPSTREAM_PORT}/dashboard/v1/${path}`, headers: {} };
  if (name === 'bff') return { url: `http://127.0.0.1:${APP_PORT}/dashboard/v1/${path}`, headers: { cookie } };
  return { url: `http://127.0.0.1:${NAIVE_PORT}/dashboard/v1/${path}`, headers: {} };
}

/** One request, body read and dropped as it arrives; its latency and size. */
async function once({ url, headers }) {
  const t = performance.now();
  const response = await request(url, { headers, dispatcher: agent });
  let size = 0;
  for await (const chunk of response.body) size += chunk.length;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return { ms: performance.now() - t, size };
}

/** Requests over `connections` keep-alive connections for `duration` ms (at least 2 per connection). */
async function cell(spec, connections, sampler, duration) {
  await once(spec); // warm-up: connections, JIT
  const times = [];
  let size = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let n = 0; n < 2 || performance.now() - t0 < duration; n += 1) {
        const r = await once(spec);
        times.push(r.ms);
        size = r.size;
        sampler?.();
      }
    }),
  );
  return { times, seconds: (performance.now() - t0) / 1000, size };
}

/** One route's cells of a row, merged: req/s over all of them, percentiles of all their requests. */
function merged(cells) {
  const times = cells.flatMap((c) => c.times).sort((a, b) => a - b);
  const seconds = cells.reduce((sum, c) => sum + c.seconds, 0);
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, size: cells[0].size };
}

// A row's CELL_MS per route is spent in ROUNDS slices, the routes taking turns (in reverse order
// every other round): the machine's drift over a row then falls on every route alike, instead of
// on whichever ran last. One 1.5 s cell per route read BFF ÷ no conversion at 1 MB anywhere
// from 0.74 to 0.96 on the same build.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
async function measureRow(size, connections, sample) {
  const cells = Object.fromEntries(TARGETS.map((name) => [name, []]));
  // A 20 MB request takes up to ~2 s at 50 connections: slices that short would be one request.
  const rounds = size === '20mb' ? 1 : ROUNDS;
  for (let round = 0; round < rounds; round += 1) {
    for (const name of round % 2 === 0 ? TARGETS : [...TARGETS].reverse()) {
      cells[name].push(await cell(target(name, size), connections, name === 'direct' ? undefined : sample, CELL_MS / rounds));
    }
  }
  return Object.fromEntries(TARGETS.map((name) => [name, merged(cells[name])]));
}

/** Peak RSS of the app while `work` runs (sampled every 10 ms, and by the requests themselves). */
async function withPeak(pid, work) {
  let peak = rssMb(pid);
  const sample = () => {
    peak = Math.max(peak, rssMb(pid));
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await work(sample);
    return { result, peak };
  } finally {
    clearInterval(timer);
    sample();
  }
}

// Warm the server through every route, twice round, for WARM_MS each: 50 requests left the
// first cells measured (the BFF's 1 KB row) on code V8 had not optimised yet, which read as a
// per-request cost of the BFF that the later cells did not show.
const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 1500);
for (let round = 0; round < 2; round += 1) {
  for (const name of TARGETS) {
    const t0 = performance.now();
    while (performance.now() - t0 < WARM_MS) await once(target(name, '1kb'));
  }
}

const rows = [];
const memory = [];
for (const size of SIZES) {
  const before = rssMb(app.pid);
  const { peak } = await withPeak(app.pid, async (sample) => {
    for (const connections of CONNECTIONS) {
      rows.push({ size, connections, ...(await measureRow(size, connections, sample)) });
    }
  });
  await sleep(3000);
  memory.push({ size, before, peak, after: rssMb(app.pid) });
}

// 1 KB calls through the BFF while 20 MB answers are converted on the same process (target:
// p99 < 200 ms, so one large list does not stall everyone else's screens): one connection fetches 20 MB answers back to back, another sends 1 KB calls
// one after the other for LATENCY_MS, each timed on its own.
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 5000);
async function smallDuringLarge() {
  let stop = false;
  let large = 0;
  const background = (async () => {
    while (!stop) {
      await once(target('bff', '20mb'));
      large += 1;
    }
  })();
  // Let the first 20 MB answer get going before the first small call.
  await sleep(50);
  const times = [];
  const t0 = performance.now();
  while (performance.now() - t0 < LATENCY_MS) times.push((await once(target('bff', '1kb'))).ms);
  stop = true;
  await background;
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], large };
}
const during = await smallDuringLarge();

// One 20 MB answer at a time, in a fresh server, and the same three through the naive proxy:
// what passing such an answer on costs in memory, with and without the product around it.
app.kill('SIGTERM');
await new Promise((resolve) => app.once('exit', resolve));
app = await startApp(APP_PORT, appEnv);
async function singleLarge(name, pid) {
  for (let i = 0; i < 20; i += 1) await once(target(name, '1kb'));
  const base = rssMb(pid);
  const { peak } = await withPeak(pid, async (sample) => {
    for (let i = 0; i < 3; i += 1) {
      await once(target(name, '20mb'));
      sample();
    }
  });
  return { base, peak, growth: peak - base };
}
const single = { bff: await singleLarge('bff', app.pid), naive: await singleLarge('naive', naive.child.pid) };

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en').replace(/,/g, ' ') : n.toFixed(1));
const label = (size) => size.toUpperCase().replace(/(KB|MB)$/, ' $1');
console.log(`\nBFF proxy bench — ${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ${CELL_MS} ms per cell in ${ROUNDS} turns (20 MB: 1), load average at start ${load.toFixed(2)}\n`);
console.log('| body | conns | direct | BFF | naive fetch | BFF ÷ naive | direct p50 | BFF p50 | naive p50 |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${label(r.size)} | ${r.connections} | ${fmt(r.direct.rps)} | ${fmt(r.bff.rps)} | ${fmt(r.naive.rps)} | ${(r.bff.rps / r.naive.rps).toFixed(2)} | ${r.direct.p50.toFixed(1)} ms | ${r.bff.p50.toFixed(1)} ms | ${r.naive.p50.toFixed(1)} ms |`,
  );
}
console.log('\nServer RSS per size (both connection counts; "after" is 3 s after the size\'s last request):');
console.log('| body | bytes | before | peak | after |');
console.log('|---|---|---|---|---|');
for (const m of memory) console.log(`| ${label(m.size)} | ${bytes[m.size]} | ${m.before.toFixed(0)} MB | ${m.peak.toFixed(0)} MB | ${m.after.toFixed(0)} MB |`);
console.log(
  `\nOne 20 MB answer at a time: BFF (fresh server) peak ${single.bff.peak.toFixed(0)} MB (+${single.bff.growth.toFixed(0)} over ${single.bff.base.toFixed(0)}), ` +
    `naive proxy peak ${single.naive.peak.toFixed(0)} MB (+${single.naive.growth.toFixed(0)} over ${single.naive.base.toFixed(0)})`,
);

console.log(
  `\n1 KB calls during 20 MB conversions (same process, ${(LATENCY_MS / 1000).toFixed(0)} s): ${during.n} calls, p50 ${during.p50.toFixed(1)} ms, ` +
    `p99 ${during.p99.toFixed(1)} ms, max ${during.max.toFixed(1)} ms; ${during.large} × 20 MB converted meanwhile`,
);

const five = memory.find((m) => m.size === '5mb');
const checks = [
  [`1 KB p99 during 20 MB conversions < 200 ms (${during.p99.toFixed(1)} ms)`, during.p99 < 200],
  ...(five
    ? [[`memory returns after the 5 MB runs (after ≤ before + 50 MB: ${five.before.toFixed(0)} → ${five.after.toFixed(0)} MB)`, five.after <= five.before + 50]]
    : []),
];
console.log('\nTargets:');
for (const [name, met] of checks) console.log(`  ${met ? 'met    ' : 'MISSED '} ${name}`);
console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s, load average at the end ${loadavg()[0].toFixed(2)}`);

app.kill('SIGTERM');
upstream.child.kill('SIGTERM');
naive.child.kill('SIGTERM');
await agent.close();
process.exit(0);
