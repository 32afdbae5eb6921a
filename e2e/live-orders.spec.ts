import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, demo, sameOrigin, useSession } from './demo';

type Box = { x: number; y: number; width: number; height: number };

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

/** The toast of a new order (one order, or one named among a burst's). */
const newOrderToast = (page: Page, number: string) => page.locator('[data-sonner-toast]').getByRole('link', { name: `Новый заказ №${number}` });

/** Whether two boxes share any area. */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [1440, 390]) {
  test(`at ${width} px the new-order toast keeps off the list's «Экспорт»`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await useSession(page, 'baker');
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/events');
    await page.goto('/orders');
    await stream;
    const exportButton = page.getByRole('button', { name: 'Экспорт' });
    await expect(exportButton).toBeVisible();
    const openedAt = new Date(Date.now() - 1000);
    await expect.poll(() => demo.livePolls(page.request, accounts.baker.email, openedAt)).toBeGreaterThan(0);
    const order = await demo.placeOrder(page.request, BAKERY);
    const toast = page.locator('[data-sonner-toast]').filter({ has: page.getByRole('link', { name: `Новый заказ №${order.number}` }) });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    // Measured once the toast has stopped moving in (sonner slides it down from the top).
    await expect.poll(async () => overlaps((await toast.boundingBox())!, (await exportButton.boundingBox())!), { message: 'the toast covers «Экспорт»' }).toBe(false);
    await expect(exportButton).toBeInViewport();
  });
}

test('orders imported through the BFF reach the open list without a toast each (51.6: an import filled the screen with «Новый заказ №…»)', async ({ page }) => {
  // The chief's company: the 2 000-order import runs there too, and no spec waits for a toast of it.
  await useSession(page, 'chief');
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/events');
  await page.goto('/orders');
  await stream;
  await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();
  const openedAt = new Date(Date.now() - 1000);
  await expect.poll(() => demo.livePolls(page.request, accounts.chief.email, openedAt)).toBeGreaterThan(0);

  // Sent as the import screen sends a batch: through the proxy, with the page's own session.
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const phone = `7926${String(Date.now()).slice(-7)}`;
  const answer = await page.request.post('/dashboard/v1/chief/integration/order/import', {
    headers: sameOrigin,
    data: { orders: [1, 2].map((n) => ({ external_id: `LIVE-${tag}-${n}`, client_phone: phone, client_name: `Импорт ${tag}`, total: 100 + n })) },
  });
  expect(answer.status()).toBe(200);
  const found = await page.request.get(`/dashboard/v1/chief/market/orders?search=${encodeURIComponent(`Импорт ${tag}`)}&perPage=5`, { headers: sameOrigin });
  const { data } = (await found.json()) as { data: { data: { number: string }[] } };
  expect(data.data).toHaveLength(2);
  const importedAt = new Date();

  // The stream brought them: the list shows them without a reload.
  for (const { number } of data.data) await expect(page.getByRole('link', { name: `Заказ № ${number}` })).toBeVisible({ timeout: 15_000 });
  // A few more of the watcher's polls: a toast of them would be up by now, it is not.
  await expect.poll(() => demo.livePolls(page.request, accounts.chief.email, importedAt), { timeout: 15_000 }).toBeGreaterThan(3);
  for (const { number } of data.data) await expect(newOrderToast(page, number)).toHaveCount(0);
});
