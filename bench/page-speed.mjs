// `npm run bench:pages`: server-render time of home, a list page and a docs page against the
// demo upstream (p50 over 20 loads), then Lighthouse in Debian's Chromium for home, /orders,
// /catalog/products, a client card, a product card and a docs page: the mobile preset (simulated slow 4G,
// CPU ×4, a mid-range phone) beside the desktop one, each the median of PAGES_LH_RUNS runs (3),
// with the mobile LCP's phases (how much of it is the render delay) and the JS each page
// downloads. Needs `npm run build` first.
//   PAGES_LOADS=20       server-render loads per page
//   PAGES_LH_RUNS=3      Lighthouse runs per page and preset (the median is reported)
//   PAGES_EXPLAIN=1      after each simulated mobile page, what its simulated LCP waited for: the
//                        requests Lighthouse's model (Lantern) kept in the LCP's graph, with their
//                        simulated end times
//   PAGES_ONLY=/orders,/ only these paths (a client card is `/clients/`, a product card `/catalog/products/`)
//   PAGES_PRESETS=mobile only these presets, of: mobile (Lighthouse's default: simulated slow 4G
//                        and CPU ×4), mobile-applied (the same phone and network, but Chrome really
//                        throttled while it loads, so the paint and the scripts race as on a phone),
//                        desktop
//   PAGES_SAVE=/tmp/lhr   also writes each run's Lighthouse report (JSON) there, to read its long tasks and requests
//   PAGES_FLOOR=1        also measures the framework's floor: bench/page-floor, a Next app of one
//                        list-like page and nothing of the product (built on first use), as `floor`
//   PAGES_PROXY=hold     an experiment: Lighthouse loads the pages through bench/hold-scripts-proxy.mjs,
//                        which holds their scripts until after the first frame (`pass`: the same
//                        proxy without holding them, the control)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { startScriptsProxy } from './hold-scripts-proxy.mjs';
import { CHROMIUM, ms, percentile, requireBuild, startApp, startDemoBench } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4213);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3213);
// Apart from the other benches' app ports (3214 navigation, 3215 cards), so they can run beside it.
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3216);
const LOADS = Number(process.env.PAGES_LOADS ?? 20);
const LH_RUNS = Number(process.env.PAGES_LH_RUNS ?? 3);
const ONLY = process.env.PAGES_ONLY?.split(',').filter(Boolean);
const KNOWN_PRESETS = ['mobile', 'mobile-applied', 'desktop'];
const PRESETS = (process.env.PAGES_PRESETS ?? KNOWN_PRESETS.join(',')).split(',');
// A misspelt preset would otherwise run as the simulated mobile one under another name.
for (const preset of PRESETS) {
  if (!KNOWN_PRESETS.includes(preset)) throw new Error(`PAGES_PRESETS: unknown preset «${preset}» (known: ${KNOWN_PRESETS.join(', ')})`);
}
const PROXY = process.env.PAGES_PROXY;
const SAVE = process.env.PAGES_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });
if (PROXY && !['pass', 'hold'].includes(PROXY)) throw new Error(`PAGES_PROXY: «${PROXY}» is neither pass nor hold`);

const { base, upstream, app, cookie } = await startDemoBench('bench-pages', { appPort: APP_PORT, upstreamPort: UPSTREAM_PORT });
const pages = [
  { name: 'home', path: '/', cookie },
  { name: 'list (/shops)', path: '/shops', cookie },
  { name: 'docs (/api/webhook/create)', path: '/api/webhook/create' },
];

async function load(path, headers) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  const firstByte = performance.now() - started;
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return { firstByte, total: performance.now() - started, bytes: html.length };
}

if (LOADS > 0) {
  const ssr = [];
  for (const page of pages) {
    const headers = page.cookie ? { cookie: page.cookie } : {};
    for (let i = 0; i < 3; i += 1) await load(page.path, headers);
    const runs = [];
    for (let i = 0; i < LOADS; i += 1) runs.push(await load(page.path, headers));
    const totals = runs.map((r) => r.total).sort((a, b) => a - b);
    const firstBytes = runs.map((r) => r.firstByte).sort((a, b) => a - b);
    ssr.push({
      page: page.name,
      loads: LOADS,
      'TTFB p50': ms(percentile(firstBytes, 50)),
      'full HTML p50': ms(percentile(totals, 50)),
      'full HTML p95': ms(percentile(totals, 95)),
      'HTML kB': (runs[0].bytes / 1024).toFixed(1),
    });
  }
  console.log(`\nServer-render time against the demo upstream (${LOADS} loads after 3 warm-ups):`);
  console.table(ssr);
}

/** The floor app (bench/page-floor), built with the project's Next on first use; its address. */
async function startFloor() {
  const dir = new URL('./page-floor/', import.meta.url).pathname;
  if (!existsSync(`${dir}.next/BUILD_ID`)) {
    const built = spawnSync(process.execPath, [new URL('../node_modules/next/dist/bin/next', import.meta.url).pathname, 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('bench/page-floor: the build failed');
  }
  const port = APP_PORT + 5;
  floorApp = await startApp(port, {}, dir);
  return `http://127.0.0.1:${port}`;
}
let floorApp;

/** The first client of the demo company, for its card. */
async function firstClientPath() {
  const response = await fetch(`${base}/dashboard/v1/chief/customers?page=1`, { headers: { cookie } });
  // The list envelope is `{ data: { data: [...], pagination } }`.
  const id = (await response.json())?.data?.data?.[0]?.id;
  if (!id) throw new Error(`no client in the demo data (${response.status})`);
  return `/clients/${id}`;
}

/**
 * The requests the simulated LCP waited for. Lantern keeps in the LCP's graph every request that
 * ended before the observed (unthrottled) LCP, scripts included unless it saw them run after that
 * paint; it drops tasks under 10 ms from its graph, so it cannot see that a small chunk ran late.
 */
async function explainLcp(result) {
  const artifacts = result.artifacts;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: result.lhr.configSettings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, HostDPR: artifacts.HostDPR };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const rows = [];
  lcp.pessimisticGraph.traverse((node) => {
    if (node.type !== 'network') return;
    const timing = lcp.pessimisticEstimate.nodeTimings.get(node);
    rows.push({ 'ends (simulated)': Math.round(timing?.endTime ?? 0), type: node.request.resourceType, 'kB': (node.request.transferSize / 1000).toFixed(1), url: new URL(node.request.url).pathname.slice(-40) });
  });
  rows.sort((a, b) => a['ends (simulated)'] - b['ends (simulated)']);
  console.error(`  simulated LCP ${Math.round(lcp.timing)} ms waited for:`);
  console.table(rows);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * One Lighthouse run's figures. Lighthouse 13 reports the LCP's phases as an insight of the observed
 * (unthrottled) trace, not of the simulation: its render delay says how long the element waited
 * after the HTML arrived on loopback, while the simulated LCP adds every script evaluated before it.
 */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const lcp = audit('largest-contentful-paint')?.numericValue ?? 0;
  const breakdown = audit('lcp-breakdown-insight')?.details?.items ?? [];
  const phases = Object.fromEntries((breakdown.find((item) => item.type === 'table')?.items ?? []).map((row) => [row.subpart, row.duration]));
  const renderDelay = phases.elementRenderDelay ?? 0;
  const lcpNode = breakdown.find((item) => item.type === 'node');
  const scripts = audit('resource-summary')?.details?.items?.find((row) => row.resourceType === 'script');
  const metrics = audit('metrics')?.details?.items?.[0] ?? {};
  // Scripts that had arrived before the observed LCP: the simulation counts those the page also ran
  // before it, which is what makes the simulated LCP of a hydrating page longer than its first paint.
  const scriptsBeforeLcp = (audit('network-requests')?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script' && request.networkEndTime <= (metrics.observedLargestContentfulPaint ?? 0),
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: lhr.categories.accessibility ? Math.round(lhr.categories.accessibility.score * 100) : undefined,
    fcp: audit('first-contentful-paint')?.numericValue ?? 0,
    lcp,
    tbt: audit('total-blocking-time')?.numericValue ?? 0,
    // Not in the score since Lighthouse 10, but what holding scripts back would cost a phone.
    tti: audit('interactive')?.numericValue ?? 0,
    renderDelay,
    jsKB: (scripts?.transferSize ?? 0) / 1000,
    jsBeforeLcpKB: scriptsBeforeLcp.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
    observedFcp: metrics.observedFirstContentfulPaint ?? 0,
    observedLcp: metrics.observedLargestContentfulPaint ?? 0,
    lcpElement: lcpNode ? `${lcpNode.snippet} «${lcpNode.nodeLabel ?? ''}»` : '',
  };
}

if (!CHROMIUM) {
  console.log('Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH): Lighthouse skipped.');
} else {
  const targets = [
    { name: 'home', path: '/', cookie },
    { name: 'orders', path: '/orders', cookie },
    { name: 'products', path: '/catalog/products', cookie },
    { name: 'client card', path: await firstClientPath(), cookie },
    { name: 'product card', path: '/catalog/products/1', cookie },
    { name: 'docs', path: '/api/webhook/create' },
    ...(process.env.PAGES_FLOOR ? [{ name: 'floor', path: '/', base: await startFloor() }] : []),
  ].filter((target) => target.name === 'floor' || !ONLY || ONLY.some((path) => (path.endsWith('/') && path.length > 1 ? target.path.startsWith(path) : target.path === path)));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  const proxy = PROXY ? await startScriptsProxy({ appPort: APP_PORT, port: PROXY_PORT, mode: PROXY }) : undefined;
  const lighthouseBase = proxy?.base ?? base;
  const rows = [];
  try {
    for (const preset of PRESETS) {
      for (const target of targets) {
        const runs = [];
        for (let run = 0; run < LH_RUNS; run += 1) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            // The mobile runs ask for performance only: the other categories do not depend on the preset.
            onlyCategories: preset === 'desktop' ? ['performance', 'accessibility'] : ['performance'],
            // Simulated throttling estimates a slow load from a fast one on loopback; applied
            // throttling slows Chrome itself (latency, bandwidth, CPU) and measures.
            ...(preset === 'mobile-applied' ? { throttlingMethod: 'devtools' } : {}),
            extraHeaders: target.cookie ? { Cookie: target.cookie } : undefined,
          };
          // Without a config Lighthouse uses its default: the mobile preset.
          const result = await lighthouse(`${target.base ?? lighthouseBase}${target.path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          // A failed run (no paint, an error page) would otherwise count as zeros in the median.
          if (result.lhr.runtimeError) throw new Error(`${preset} ${target.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          runs.push(figures(result.lhr));
          if (SAVE) writeFileSync(join(SAVE, `${preset}${target.name === 'floor' ? '_floor' : target.path.replaceAll('/', '_')}-${run}.json`), JSON.stringify(result.lhr));
          if (process.env.PAGES_EXPLAIN && preset === 'mobile' && run === 0) await explainLcp(result);
        }
        const pick = (key) => median(runs.map((run) => run[key]));
        rows.push({
          preset,
          page: target.name === 'floor' ? 'floor (bench/page-floor)' : target.path,
          runs: runs.length,
          performance: pick('performance'),
          'FCP s': (pick('fcp') / 1000).toFixed(2),
          'LCP s': (pick('lcp') / 1000).toFixed(2),
          'observed render delay': `${Math.round(pick('renderDelay'))} ms`,
          'TBT ms': Math.round(pick('tbt')),
          'TTI s': (pick('tti') / 1000).toFixed(2),
          'JS kB gzip': pick('jsKB').toFixed(1),
          'JS before LCP kB': pick('jsBeforeLcpKB').toFixed(1),
          'observed FCP/LCP ms': `${Math.round(pick('observedFcp'))}/${Math.round(pick('observedLcp'))}`,
          ...(preset === 'desktop' ? { a11y: pick('accessibility') } : {}),
          'LCP element': runs[0].lcpElement.slice(0, 60),
        });
        console.error(`${preset} ${target.path}: ${JSON.stringify(rows.at(-1))}`);
      }
    }
  } finally {
    await chrome.kill();
    proxy?.server.close();
  }
  console.log(`\nLighthouse, Debian Chromium, median of ${LH_RUNS} runs${PROXY ? `, through the ${PROXY} proxy` : ''} (${new Date().toISOString()}):`);
  console.table(rows);
}

app.kill('SIGTERM');
floorApp?.kill('SIGTERM');
upstream.kill('SIGTERM');
process.exit(0);
