// `npm run bench:pages`: server-render time of home, a list page and a docs page against the
// demo upstream (p50 over 20 loads), then Lighthouse scores for login, home, a list page and a
// docs page in Debian's Chromium. Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startUpstream, waitForPort } from '../scripts/lib.mjs';
import { ms, percentile, requireBuild, signInDemo, startApp } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4213);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3213);
const LOADS = Number(process.env.PAGES_LOADS ?? 20);
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const base = `http://127.0.0.1:${APP_PORT}`;
const upstreamUrl = `http://127.0.0.1:${UPSTREAM_PORT}`;

process.env.DEMO_DATA_DIR = '.demo-data/bench-pages';
process.env.DEMO_QUIET = '1';
const upstream = startUpstream(UPSTREAM_PORT, ['--reset']);
await waitForPort(UPSTREAM_PORT);
const app = await startApp(APP_PORT, { API_BASE_URL: upstreamUrl });

const cookie = await signInDemo(base, upstreamUrl);
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

const scores = [];
if (!CHROMIUM) {
  console.log('Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH): Lighthouse skipped.');
} else {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (const page of [{ name: 'login', path: '/login' }, ...pages]) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined };
      const result = await lighthouse(`${base}${page.path}`, flags, desktopConfig);
      const categories = result.lhr.categories;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      scores.push({
        page: page.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log('\nLighthouse (desktop preset, Debian Chromium, simulated throttling):');
  console.table(scores);
}

app.kill('SIGTERM');
upstream.kill('SIGTERM');
process.exit(0);
