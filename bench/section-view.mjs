// `npm run bench:section`: what the first view of a new company text section at the limits
// (250 KB, 2 000 tags) costs the server's other requests (issue 46, item 7). Signs the demo
// company user in, creates SECTION_RUNS sections through the BFF, each with its own text, and
// opens each one's page once (the first view, which sanitises it) while `/healthz` is asked
// again and again, one request at a time: the longest of those answers is how long the server
// held everyone else up. Beside it, the server's own longest event-loop delay over the view
// (`nodejs_eventloop_lag_max_seconds` of `/metrics`, read just before and just after: it starts
// again at each read), which a busy machine's scheduling moves less. The same beside a page
// whose section is already sanitised, and with nothing else going on, gives the baselines.
// Needs `npm run build` first.
//   SECTION_RUNS=5        sections created and viewed (each reported, then the median)
//   BENCH_APP_PORT, BENCH_UPSTREAM_PORT
import { performance } from 'node:perf_hooks';
import { ms, percentile, requireBuild, startDemoBench } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4217);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3217);
const RUNS = Number(process.env.SECTION_RUNS ?? 5);

const { base, upstream, app, cookie } = await startDemoBench('bench-section', { appPort: APP_PORT, upstreamPort: UPSTREAM_PORT });

/**
 * A section at the limits (as tests/unit/sanitize-cache.test.ts): about 250 KB of UTF-8 (the limit
 * is 256 KB; over it the section would be shown as plain text, which costs nothing) with 2 000
 * tags, its own text per run.
 */
function largeSection(run) {
  const text = `Пекарня «Хлебный дом» печёт хлеб каждый день, ${run} `;
  let html = '';
  for (let i = 0; i < 1000; i += 1) html += `<p onclick="x()">${text}${i} <b>${text.slice(0, 30)}</b> ${'x'.repeat(60)}</p>`;
  if (Buffer.byteLength(html) > 256 * 1024) throw new Error(`the section is over the limit: ${Buffer.byteLength(html)} bytes`);
  return html;
}

async function call(method, path, body) {
  const response = await fetch(`${base}/dashboard/v1/chief/${path}`, {
    method,
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** The server's longest event-loop delay since the last read, in ms (/metrics answers loopback). */
async function loopLagMs() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const seconds = /^nodejs_eventloop_lag_max_seconds\S* (\S+)$/m.exec(text)?.[1];
  if (seconds === undefined) throw new Error('/metrics has no nodejs_eventloop_lag_max_seconds');
  return Number(seconds) * 1000;
}

/** Asks /healthz one request at a time until `start()`'s work ends; returns each answer's time and the loop's longest delay. */
async function probeDuring(start) {
  await loopLagMs();
  let done = false;
  const finished = start().finally(() => (done = true));
  const times = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).text();
    times.push(performance.now() - started);
  }
  return { result: await finished, times, lag: await loopLagMs() };
}

async function view(id) {
  const started = performance.now();
  const response = await fetch(`${base}/company/${id}`, { headers: { cookie } });
  const html = await response.text();
  if (response.status !== 200 || html.includes('onclick')) throw new Error(`/company/${id}: ${response.status}`);
  return performance.now() - started;
}

const idle = await probeDuring(() => new Promise((resolve) => setTimeout(resolve, 1000)));
const rows = [];
for (let run = 0; run < RUNS; run += 1) {
  const { id } = await call('POST', 'about', { title: `Раздел ${Date.now()}-${run}`, type: 'html_text' });
  const html = largeSection(`${Date.now()}-${run}`);
  await call('PUT', `about/${id}`, { content: html });
  const first = await probeDuring(() => view(id));
  const again = await probeDuring(() => view(id));
  rows.push({ bytes: Buffer.byteLength(html), first, again });
}

const longest = (times) => Math.max(...times);
const median = (values) => percentile([...values].sort((a, b) => a - b), 50);
const cell = (value, width) => ms(value).padStart(width);
console.log(`nothing else: /healthz median ${ms(median(idle.times))}, longest ${ms(longest(idle.times))}; event loop delayed at most ${ms(idle.lag)}`);
console.log('run  section │  first view  longest /healthz  longest loop delay │ second view  longest /healthz  longest loop delay');
rows.forEach(({ bytes, first, again }, run) => {
  console.log(
    `${String(run + 1).padStart(3)}  ${String(Math.round(bytes / 1024)).padStart(4)} KB │ ${cell(first.result, 11)}  ${cell(longest(first.times), 15)}  ${cell(first.lag, 18)} │ ${cell(again.result, 11)}  ${cell(longest(again.times), 15)}  ${cell(again.lag, 18)}`,
  );
});
const summary = (key) =>
  `${ms(median(rows.map((r) => r[key].result)))}, /healthz held up to ${ms(median(rows.map((r) => longest(r[key].times))))}, ` +
  `event loop delayed up to ${ms(median(rows.map((r) => r[key].lag)))}`;
console.log(`median of ${RUNS}: first view ${summary('first')}; second view ${summary('again')}`);

app.kill('SIGTERM');
upstream.kill('SIGTERM');
