// `npm run bench:live`: the live channel (/dashboard/own/events) on one instance.
//  1. upstream reads of the order watcher per minute with one tab of a company open, then with
//     500 tabs (500 sessions) of the same company: the target is the same figure;
//  2. memory: the server's RSS before and after opening the 500 streams, per stream.
// The watcher's interval is shortened (BENCH_LIVE_POLL_MS, 1000 ms) so a window of
// BENCH_LIVE_WINDOW_S seconds holds enough polls; per minute at the default 10 s it is 60/10.
// Needs `npm run build` first.
import { createServer } from 'node:http';
import { Agent, request } from 'undici';
import { requireBuild, rssMb, sessionCookie, startApp } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_LIVE_UPSTREAM_PORT ?? 4231);
const APP_PORT = Number(process.env.BENCH_LIVE_APP_PORT ?? 3231);
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 500);
const POLL_MS = Number(process.env.BENCH_LIVE_POLL_MS ?? 1000);
const WINDOW_S = Number(process.env.BENCH_LIVE_WINDOW_S ?? 15);

let orderReads = 0;
const upstream = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  if (req.url.startsWith('/dashboard/v1/chief/profile/me')) return res.end(JSON.stringify({ data: { id: 1, company: { id: 1 } } }));
  if (req.url.startsWith('/dashboard/v1/chief/market/orders')) {
    orderReads += 1;
    const data = Array.from({ length: 50 }, (_, i) => ({ id: 1000 - i, number: String(1000 - i), created_at: new Date(Date.UTC(2026, 0, 1) + (1000 - i) * 60_000).toISOString(), total: 500, status: { id: 1, name: 'Новый' } }));
    return res.end(JSON.stringify({ data, pagination: { total: 1000, total_pages: 20, current_page: 1, per_page: 50 } }));
  }
  res.end(JSON.stringify({ data: {} }));
});
upstream.keepAliveTimeout = 30_000;
await new Promise((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve));

// One company's STREAMS sessions: its cap on streams (40) is raised for the measurement, which is
// of what many streams cost, not of the cap (tests/unit/live-limits.test.ts).
const app = await startApp(APP_PORT, {
  API_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
  LIVE_POLL_MS: String(POLL_MS),
  LOG_LEVEL: 'warn',
  LIVE_STREAMS_PER_TENANT: String(STREAMS + 100),
});
const agent = new Agent({ connections: STREAMS + 10, keepAliveTimeout: 30_000, bodyTimeout: 0, headersTimeout: 30_000 });
const open = [];

/** Opens one stream for session `i` and keeps reading it. */
async function openStream(i) {
  const cookie = await sessionCookie({ sid: `bench-${i}`, accessToken: `bench-token-${i}` });
  const controller = new AbortController();
  const response = await request(`http://127.0.0.1:${APP_PORT}/dashboard/own/events`, { headers: { cookie }, dispatcher: agent, signal: controller.signal });
  if (response.statusCode !== 200) throw new Error(`stream ${i}: ${response.statusCode}`);
  response.body.on('data', () => {}).on('error', () => {});
  open.push(controller);
}

const closeAll = async () => {
  for (const controller of open.splice(0)) controller.abort();
  // The watcher stops after the last stream; wait for it to.
  await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2));
};

async function readsPerMinute() {
  const before = orderReads;
  await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000));
  return ((orderReads - before) * 60) / WINDOW_S;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

try {
  // Warm-up: the route's first load and the session cache, so the memory figure is the streams'.
  for (let i = 0; i < 20; i += 1) await openStream(100_000 + i);
  await closeAll();

  await openStream(0);
  await settle();
  const oneTab = await readsPerMinute();
  await closeAll();

  await settle();
  const rssBefore = rssMb(app.pid);
  for (let i = 0; i < STREAMS; i += 50) await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => openStream(i + j)));
  await settle();
  const rssAfter = rssMb(app.pid);
  const manyTabs = await readsPerMinute();
  await closeAll();

  const perStreamKb = ((rssAfter - rssBefore) * 1024) / STREAMS;
  console.log(`\nLive channel bench — ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, LIVE_POLL_MS=${POLL_MS}, window ${WINDOW_S} s`);
  console.log('| tabs of one company | upstream order reads / min | at the default 10 s |');
  console.log('|---|---|---|');
  console.log(`| 1 | ${oneTab.toFixed(0)} | ${((oneTab * POLL_MS) / 10_000).toFixed(0)} |`);
  console.log(`| ${STREAMS} | ${manyTabs.toFixed(0)} | ${((manyTabs * POLL_MS) / 10_000).toFixed(0)} |`);
  console.log(`\n| streams open | RSS before | RSS after | per stream |`);
  console.log('|---|---|---|---|');
  console.log(`| ${STREAMS} | ${rssBefore.toFixed(0)} MB | ${rssAfter.toFixed(0)} MB | ${perStreamKb.toFixed(1)} kB |`);
  const same = Math.abs(manyTabs - oneTab) <= Math.max(2, oneTab * 0.1);
  console.log(`\nTarget: reads with ${STREAMS} tabs the same as with one — ${same ? 'met' : 'MISSED'}`);
} finally {
  for (const controller of open) controller.abort();
  await agent.close().catch(() => {});
  app.kill('SIGTERM');
  upstream.close();
  upstream.closeAllConnections();
}
