// `npm run bench:nav`: how fast a side-menu navigation shows the next screen. Signs the demo
// company user in, opens /orders in Debian's Chromium and clicks the side menu to «Товары» and
// back to «Заказы», NAV_TURNS times each, timing each click until the first feedback (the list
// skeleton) and until the next screen's heading is visible — clicked at once, and with the pointer
// resting NAV_HOVER_MS (150) on the link first, as a person's does; also 50 pagination clicks on /orders. Prints p50/p95 per step, at CPU ×1 and at the
// slowdown of a mid-range phone (CPU ×4). Speed goals are judged here, never in a CI test.
// Needs `npm run build` first.
import { chromium } from '@playwright/test';
import { CHROMIUM, percentile, requireBuild, startDemoBench } from './lib.mjs';

requireBuild();
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4214);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3214);
const TURNS = Number(process.env.NAV_TURNS ?? 20);
const HOVER_MS = Number(process.env.NAV_HOVER_MS ?? 150);

const { base, upstream, app, cookie } = await startDemoBench('bench-nav', { appPort: APP_PORT, upstreamPort: UPSTREAM_PORT });
const [name, value] = cookie.split(/=(.*)/s);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * One side-menu click, timed in the page (performance.now, so the bench's own polling adds
 * nothing): until the first feedback (the list skeleton «Загрузка…» or the next heading) and until
 * the next screen's heading, each taken at the frame after the change. `hoverMs` first rests the
 * pointer on the link as a person does before clicking (the menu prefetches on intent).
 */
async function timeClick(page, link, headingText, hoverMs) {
  await page.evaluate((text) => {
    const state = { text, clicked: 0, feedback: 0, heading: 0 };
    window.__navTiming = state;
    document.addEventListener('click', () => (state.clicked = performance.now()), { capture: true, once: true });
    const stamp = (key) => requestAnimationFrame(() => (state[key] ||= performance.now()));
    const observer = new MutationObserver(() => {
      if (!state.clicked) return;
      const loading = [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.includes('Загрузка'));
      const heading = [...document.querySelectorAll('h1')].some((element) => element.textContent?.trim() === text);
      if (loading || heading) stamp('feedback');
      if (heading) {
        stamp('heading');
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, headingText);
  if (hoverMs > 0) {
    await link.hover();
    await page.waitForTimeout(hoverMs);
  }
  await link.click();
  await page.waitForFunction(() => window.__navTiming.heading > 0, undefined, { timeout: 30_000 });
  const { clicked, feedback, heading } = await page.evaluate(() => window.__navTiming);
  return { feedback: Math.round(feedback - clicked), heading: Math.round(heading - clicked) };
}

async function run(cpuRate) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/orders`);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const heading = (text) => page.getByRole('heading', { level: 1, name: text, exact: true });
  await heading('Заказы').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const menuClicks = {};
  for (const hoverMs of [0, HOVER_MS]) {
    const toProducts = [];
    const toOrders = [];
    for (let turn = 0; turn < TURNS; turn += 1) {
      // The products list is headed «Каталог», with the «Товары» tab selected.
      toProducts.push(await timeClick(page, menu.getByRole('link', { name: 'Товары', exact: true }), 'Каталог', hoverMs));
      toOrders.push(await timeClick(page, menu.getByRole('link', { name: 'Заказы', exact: true }), 'Заказы', hoverMs));
    }
    menuClicks[hoverMs] = { toProducts, toOrders };
  }
  const pager = page.getByRole('navigation', { name: 'Пагинация' });
  const pages = [];
  let current = 1;
  for (let click = 0; click < 50; click += 1) {
    const forward = Math.floor(click / 2) % 2 === 0;
    const target = forward ? current + 1 : current - 1;
    const link = pager.getByRole('link', { name: forward ? 'Следующая страница' : 'Предыдущая страница' });
    const started = Date.now();
    await link.click();
    await pager.getByRole('link', { name: `Страница ${target}`, exact: true }).and(page.locator('[aria-current="page"]')).waitFor({ timeout: 30_000 });
    pages.push(Date.now() - started);
    current = target;
  }
  await context.close();
  return { menuClicks, pages };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 50)} ms | ${percentile(sorted, 95)} ms | ${sorted.at(-1)} ms`;
};
const row = (label, cpu, values) => `| ${label} | ×${cpu} | ${values.length} | ${stats(values)} |`;
try {
  const lines = ['| step | CPU | clicks | p50 | p95 | max |', '|---|---|---|---|---|---|'];
  const feedback = ['| step | CPU | clicks | first feedback p50 | p95 | max |', '|---|---|---|---|---|---|'];
  for (const cpu of [1, 4]) {
    const result = await run(cpu);
    for (const [hoverMs, clicks] of Object.entries(result.menuClicks)) {
      const how = Number(hoverMs) > 0 ? `, pointer rests ${hoverMs} ms first` : ', clicked at once';
      lines.push(row(`side menu: /orders → «Товары»${how}`, cpu, clicks.toProducts.map((click) => click.heading)));
      lines.push(row(`side menu: /catalog/products → «Заказы»${how}`, cpu, clicks.toOrders.map((click) => click.heading)));
      feedback.push(row(`side menu${how}`, cpu, [...clicks.toProducts, ...clicks.toOrders].map((click) => click.feedback)));
    }
    lines.push(row('pagination on /orders', cpu, result.pages));
  }
  console.log(`Side-menu and pagination navigations (heading or page mark visible after the click), demo upstream, ${new Date().toISOString()}:\n`);
  console.log(lines.join('\n'));
  console.log('\nFirst feedback after a side-menu click (the list skeleton or the next heading):\n');
  console.log(feedback.join('\n'));
} finally {
  await browser.close();
  app.kill('SIGTERM');
  upstream.kill('SIGTERM');
}
