// `npm run bench:cards`: on a first load of a record's card, how long after its heading the card
// itself (its form or table) becomes visible. React sends a deferred part apart from the shell when
// the page's HTML passes 12.8 kB and reveals it no earlier than 300 ms after the shell's first frame
// (docs/performance.md, "Pages"); a card that fits comes in the heading's frame. Signs the demo
// company user in, loads each card CARDS_LOADS (5) times in a fresh browser context at CPU ×4 in
// Debian's Chromium, and notes in the page the frame in which each first shows. Also says whether
// the server's HTML (second render, code loaded) sends a part apart. Then opens a card from each
// list as a person does on a phone (below: `fromList`), where the card's code must come on the
// link's intent (`IntentLink`'s `preload`) for the card to show with its heading. Needs `npm run
// build` first.
import { chromium } from '@playwright/test';
import { CHROMIUM, percentile, requireBuild, startDemoBench } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4215);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3215);
const LOADS = Number(process.env.CARDS_LOADS ?? 5);
const CPU = Number(process.env.CARDS_CPU ?? 4);
const HOVER_MS = Number(process.env.CARDS_HOVER_MS ?? 300);
/** What the card shows under its heading: a field, a table or a select. */
const CARD_CONTENT = 'main form input, main form textarea, main table, main [role="combobox"]';
const HIDDEN_PART = /<div hidden(="")? id="S:\d+">/;

const { base, upstream, app, cookie } = await startDemoBench('bench-cards', { appPort: APP_PORT, upstreamPort: UPSTREAM_PORT });
const [name, value] = cookie.split(/=(.*)/s);

/** The first record of a demo list, for its card (the list envelope is `{ data: { data: [...] } }`). */
async function firstId(list) {
  const response = await fetch(`${base}/dashboard/v1/chief/${list}?page=1`, { headers: { cookie } });
  const id = (await response.json())?.data?.data?.[0]?.id;
  if (!id) throw new Error(`no record in the demo ${list} (${response.status})`);
  return id;
}

const cards = [
  ['shop', '/shops/1'],
  ['news item', '/news/1'],
  ['category', '/catalog/categories/1'],
  ['order (first of the list)', `/orders/${await firstId('market/orders')}`],
  ['client (first of the list)', `/clients/${await firstId('customers')}`],
  ['client 2 (10 orders)', '/clients/2'],
  ['product', '/catalog/products/1'],
  ['profile', '/profile'],
];

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function load(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ru-RU' });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript((selector) => {
    const seen = { heading: 0, card: 0 };
    window.__cardTiming = seen;
    const shown = (element) => element.getClientRects().length > 0;
    const tick = () => {
      const heading = document.querySelector('main h1');
      if (!seen.heading && heading && shown(heading)) seen.heading = performance.now();
      if (!seen.card && [...document.querySelectorAll(selector)].some(shown)) seen.card = performance.now();
      if (!seen.heading || !seen.card) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, CARD_CONTENT);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => window.__cardTiming.heading > 0 && window.__cardTiming.card > 0, undefined, { timeout: 30_000 });
  const { heading, card } = await page.evaluate(() => window.__cardTiming);
  await context.close();
  return { heading: Math.round(heading), gap: Math.max(0, Math.round(card - heading)) };
}

/**
 * A card opened from its list on a phone over slow 4G (Lighthouse's: 150 ms, 1.6 Mbit/s; CPU ×4):
 * the pointer rests HOVER_MS on the row's link, as a person's does, then clicks. From the click
 * until the card's heading, and until its first field or table.
 */
async function fromList(list) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ru-RU' });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}${list}`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.evaluate(
    ([listPath, selector]) => {
      const seen = { click: 0, heading: 0, card: 0 };
      window.__cardTiming = seen;
      document.addEventListener('click', () => (seen.click = performance.now()), { capture: true, once: true });
      const shown = (element) => element.getClientRects().length > 0;
      const tick = () => {
        if (seen.click && location.pathname !== listPath) {
          const heading = document.querySelector('main h1');
          if (!seen.heading && heading && shown(heading)) seen.heading = performance.now();
          if (!seen.card && [...document.querySelectorAll(selector)].some(shown)) seen.card = performance.now();
        }
        if (!seen.heading || !seen.card) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [list, CARD_CONTENT],
  );
  const link = page.locator(`main table a[href^="${list}/"]`).first();
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await link.click();
  await page.waitForFunction(() => window.__cardTiming.heading > 0 && window.__cardTiming.card > 0, undefined, { timeout: 30_000 });
  const { click, heading, card } = await page.evaluate(() => window.__cardTiming);
  await context.close();
  return { heading: Math.round(heading - click), card: Math.round(card - click) };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 50)} ms | ${percentile(sorted, 95)} ms`;
};
try {
  const lines = ['| card | HTML kB | a part sent apart | heading p50 | p95 | card after heading p50 | p95 |', '|---|---|---|---|---|---|---|'];
  for (const [label, path] of cards) {
    await fetch(`${base}${path}`, { headers: { cookie } }); // the server's first render loads the card's code
    const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
    const runs = [];
    for (let run = 0; run < LOADS; run += 1) runs.push(await load(path));
    const kb = (Buffer.byteLength(html) / 1024).toFixed(1);
    lines.push(`| ${label} \`${path}\` | ${kb} | ${HIDDEN_PART.test(html) ? 'yes' : 'no'} | ${stats(runs.map((r) => r.heading))} | ${stats(runs.map((r) => r.gap))} |`);
  }
  console.log(`First loads of record cards, CPU ×${CPU}, ${LOADS} loads each, demo upstream, ${new Date().toISOString()}:\n`);
  console.log(lines.join('\n'));
  const navigations = ['| from the list | heading after the click p50 | p95 | card after the click p50 | p95 |', '|---|---|---|---|---|'];
  for (const list of ['/shops', '/news', '/catalog/categories', '/catalog/products', '/orders', '/clients']) {
    const runs = [];
    for (let run = 0; run < LOADS; run += 1) runs.push(await fromList(list));
    navigations.push(`| \`${list}\` | ${stats(runs.map((r) => r.heading))} | ${stats(runs.map((r) => r.card))} |`);
  }
  console.log(`\nA card opened from its list, the pointer resting ${HOVER_MS} ms on the link first, slow 4G and CPU ×${CPU}:\n`);
  console.log(navigations.join('\n'));
} finally {
  await browser.close();
  app.kill('SIGTERM');
  upstream.kill('SIGTERM');
}
