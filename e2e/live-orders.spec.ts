import { expect, test } from './fixtures';
import { accounts, demo, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });
// One after the other: each places an order in the same company, which the other's screen would
// hear (a second bar after «показать», a row the first one does not expect).
test.describe.configure({ mode: 'serial' });

/** The baker's company: its orders leave the first company's lists, which other specs count, alone. */
const BAKERY = 3;

test('with /orders open, an order placed in the upstream appears over EventSource, without a reload or a poll', async ({ page }) => {
  await useSession(page, 'baker');
  const polls: string[] = [];
  page.on('request', (request) => {
    // The side menu's fallback poll (100 a page); the list's own re-render is an RSC request.
    if (request.url().includes('/dashboard/v1/chief/market/orders?') && request.url().includes('perPage=100')) polls.push(request.url());
  });
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/events');
  await page.goto('/orders');
  const opened = await stream;
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();
  // The watcher's first read is its baseline: an order placed before it would not be "new".
  const openedAt = new Date(Date.now() - 1000);
  await expect.poll(() => demo.livePolls(page.request, accounts.baker.email, openedAt)).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // The menu reads the count once when it mounts (a slow machine may make that late); only a read
  // after it would be the fallback poll.
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  const pollsBefore = polls.length;

  const placedAt = Date.now();
  const order = await demo.placeOrder(page.request, BAKERY);
  const row = page.getByRole('link', { name: `Заказ № ${order.number}` });
  await expect(row).toBeVisible({ timeout: 10_000 });
  const ms = Date.now() - placedAt;
  test.info().annotations.push({ type: 'measured', description: `order on /orders ${ms} ms after it was placed (LIVE_POLL_MS=500)` });
  console.log(`live-orders: the order appeared ${ms} ms after it was placed`);

  // Same document (no reload), no fallback poll, and the menu's toast came from the same event.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(polls.length).toBe(pollsBefore);
  await expect(page.getByRole('link', { name: `Новый заказ №${order.number}` })).toBeVisible();
});

test('on page 2 the new order is not put among the rows: a bar «Новых заказов: N — показать» reloads the list', async ({ page }) => {
  await useSession(page, 'baker');
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/events');
  await page.goto('/orders?page=2&perPage=15');
  await stream;
  const openedAt = new Date(Date.now() - 1000);
  await expect.poll(() => demo.livePolls(page.request, accounts.baker.email, openedAt)).toBeGreaterThan(0);
  const order = await demo.placeOrder(page.request, BAKERY);
  const bar = page.getByRole('status').filter({ hasText: /Новых заказов: \d+/ });
  await expect(bar).toBeVisible({ timeout: 10_000 });
  await expect(bar).toContainText('— показать');
  await expect(page.getByRole('link', { name: `Заказ № ${order.number}` })).toHaveCount(0);
  await bar.getByRole('button', { name: 'показать' }).click();
  await expect(bar).toBeHidden();
});
