// `npm run bench:ratio`: the BFF's throughput against the plain node:http + fetch proxy
// (bench/naive-proxy.mjs) at 1 KB and 100 KB on one connection, the two taking turns several
// times, so a shared machine's drift falls on both alike; prints each round's BFF ÷ naive and
// their median. The same servers and the same requests as `npm run bench`'s first rows, without
// its large sizes and memory runs (a few minutes shorter). Needs `npm run build` first.
// RATIO_ROUNDS (default 7), RATIO_CELL_MS (default 1000 per route and round), RATIO_SIZES.
// APP_NODE_OPTIONS is passed to the production server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// `-- --floor` also measures the fixed shape's floor in the same rounds: a Next route handler
// that only fetch()es upstream (bench/route-floor, built here on first use), no BFF work at all.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { waitForPort } from '../scripts/lib.mjs';
import { requireBuild, sessionCookie, startApp, forkHelper } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4211);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3211);
const ROUNDS = Number(process.env.RATIO_ROUNDS ?? 7);
const CELL_MS = Number(process.env.RATIO_CELL_MS ?? 1000);
const SIZES = process.env.RATIO_SIZES?.split(',') ?? ['1kb', '100kb'];
const FLOOR = process.argv.includes('--floor');
const FLOOR_DIR = new URL('./route-floor/', import.meta.url).pathname;
const loadAtStart = loadavg()[0];

const upstreamOrigin = `http://127.0.0.1:${UPSTREAM_PORT}`;
const upstream = forkHelper('./upstream.mjs', [String(UPSTREAM_PORT)]);
await upstream.ready;
await waitForPort(UPSTREAM_PORT);
const naive = forkHelper('./naive-proxy.mjs', [upstreamOrigin]);
const { port: NAIVE_PORT } = await naive.ready;
const appEnv = { API_BASE_URL: upstreamOrigin, ...(process.env.APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.APP_NODE_OPTIONS } : {}) };
const app = await startApp(APP_PORT, appEnv);
if (FLOOR && !existsSync(`${FLOOR_DIR}.next/BUILD_ID`)) {
  const built = spawnSync(process.execPath, [new URL('../node_modules/next/dist/bin/next', import.meta.url).pathname, 'build'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}
const floor = FLOOR ? await startApp(APP_PORT + 2, { API_BASE_URL: upstreamOrigin }, FLOOR_DIR) : null;
const NAMES = FLOOR ? ['bff', 'floor', 'naive'] : ['bff', 'naive'];
const cookie = await sessionCookie();
const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });

const PORTS = { bff: APP_PORT, floor: APP_PORT + 2, naive: NAIVE_PORT };
const url = (name, size) => `http://127.0.0.1:${PORTS[name]}/dashboard/v1/chief/json/${size}`;

async function once(name, size) {
  const response = await request(url(name, size), { headers: name === 'bff' ? { cookie } : {}, dispatcher: agent });
  for await (const chunk of response.body) void chunk;
  if (response.statusCode !== 200) throw new Error(`${name} ${size}: ${response.statusCode}`);
}

/** Requests one after the other for `ms` (at least 3): requests per second. */
async function cell(name, size, ms) {
  let n = 0;
  const t0 = performance.now();
  while (n < 3 || performance.now() - t0 < ms) {
    await once(name, size);
    n += 1;
  }
  return n / ((performance.now() - t0) / 1000);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Warm-up: V8 optimises both servers' code before anything is measured.
for (const size of SIZES) for (const name of NAMES) await cell(name, size, 2000);

const results = {};
for (const size of SIZES) {
  results[size] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? NAMES : [...NAMES].reverse();
    const rps = {};
    for (const name of order) rps[name] = await cell(name, size, CELL_MS);
    results[size].push({ ...rps, ratio: rps.bff / rps.naive, floorRatio: rps.floor / rps.naive });
  }
}

console.log(`\nBFF ÷ naive proxy, one connection — ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, ${ROUNDS} rounds × ${CELL_MS} ms per route, load average ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at the end\n`);
console.log(`| body | BFF req/s (median) | naive req/s (median) | BFF ÷ naive per round | median ratio |${FLOOR ? ' floor req/s | floor ÷ naive |' : ''}`);
console.log(`|---|---|---|---|---|${FLOOR ? '---|---|' : ''}`);
for (const size of SIZES) {
  const rows = results[size];
  const floorCells = FLOOR ? ` ${median(rows.map((r) => r.floor)).toFixed(0)} | **${median(rows.map((r) => r.floorRatio)).toFixed(2)}** |` : '';
  console.log(
    `| ${size} | ${median(rows.map((r) => r.bff)).toFixed(0)} | ${median(rows.map((r) => r.naive)).toFixed(0)} | ${rows.map((r) => r.ratio.toFixed(2)).join(' ')} | **${median(rows.map((r) => r.ratio)).toFixed(2)}** |${floorCells}`,
  );
}

for (const server of [app, floor]) {
  if (!server) continue;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
upstream.child.kill('SIGTERM');
naive.child.kill('SIGTERM');
await agent.close();
process.exit(0);
