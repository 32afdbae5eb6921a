// One engine's run of `npm run bench:audit` (started by bench/audit.mjs with tsx and the
// react-server condition, so the product's server modules load as they do in Next): the real
// proxy handler in this process, a fake upstream in this process, 1 000 mutating calls a second.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { handleProxy } from '../lib/server/proxy/handle-proxy';
import { auditRecorder } from '../lib/server/store/audit/recorder';
import { getStore, closeStore } from '../lib/server/store/db';
import { sealSession } from '../lib/server/session/cookie';

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP = 'http://localhost:3000';

const upstream = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.includes('profile/me')) res.end('{"data":{"company":{"id":1}}}');
    else res.end('{"data":{"id":12,"title":"Осенняя распродажа"}}');
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
process.env.API_BASE_URL = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;

const cookie = `bo_session=${await sealSession({ accessToken: 'bench', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000, user: { name: 'Bench', step: 'done' }, isAdmin: false, sid: 'bench-sid', uid: 'bench-user' })}`;
const body = JSON.stringify({ title: 'Осенняя распродажа', categoryId: 3, isActive: true, contactPhone: '79161234567' });

function call(): Promise<number> {
  const t = performance.now();
  const request = new Request(`${APP}/dashboard/v1/chief/banners/12`, {
    method: 'PUT',
    headers: { host: 'localhost:3000', origin: APP, cookie, 'content-type': 'application/json' },
    body,
  });
  return handleProxy(request).then(async (response) => {
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    return performance.now() - t;
  });
}

/** RATE calls a second for SECONDS, started on schedule whatever the answers do. */
async function load(): Promise<number[]> {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = RATE * SECONDS;
  let sent = 0;
  while (sent < total) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < Math.min(due, total); sent += 1) pending.push(call().then((ms) => void times.push(ms)));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  return times.sort((a, b) => a - b);
}

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))]!;

await getStore();
for (let i = 0; i < 200; i += 1) await call(); // warm-up: JIT, connections, the actor's company

// Without recording: the recorder's slot holds one that keeps nothing (the same code path up to it).
const SLOT = Symbol.for('backoffice.auditRecorder');
const real = auditRecorder();
const holder = globalThis as Record<symbol, unknown>;
holder[SLOT] = { add() {}, flush: async () => {}, stats: () => real.stats() };
const without = await load();
holder[SLOT] = real;
const before = real.stats();
const t0 = performance.now();
const withRecording = await load();
await real.flush(60_000);
const seconds = (performance.now() - t0) / 1000;
const after = real.stats();
const rows = Number((await (await getStore()).selectFrom('audit_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);

process.send?.({
  calls: withRecording.length,
  written: after.written - before.written,
  rows,
  writesPerSecond: Math.round((after.written - before.written) / seconds),
  queuePeak: after.peak,
  failedWrites: after.failedWrites,
  dropped: after.dropped,
  p50Without: p(without, 50),
  p99Without: p(without, 99),
  p50With: p(withRecording, 50),
  p99With: p(withRecording, 99),
});
await closeStore();
upstream.close();
process.exit(0);
