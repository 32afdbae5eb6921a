import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, sameOrigin, signIn, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * The e2e server beats at the default 20 s (playwright.config.ts sets no PRESENCE_HEARTBEAT_MS):
 * a colleague who shows or goes within the bounds below came over the live stream, not a heartbeat.
 */
const STREAM_BOUND_MS = 8_000;
const note = (page: Page) => page.getByRole('status').filter({ hasText: 'Сейчас открыт также:' });

async function someOrderId(page: Page, index: number): Promise<number> {
  const answer = await page.request.get('/dashboard/v1/chief/market/orders?page=1&perPage=8', { headers: sameOrigin });
  const { data } = (await answer.json()) as { data: { data?: { id: number }[] } | { id: number }[] };
  return (Array.isArray(data) ? data : (data.data ?? []))[index]!.id;
}

/** The answer of a page's first heartbeat on the card (it is then on the card for the others). */
const firstBeat = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/presence' && response.request().method() === 'POST');

test('a colleague opening the same order card shows within seconds over the live stream, and goes as soon as they leave', async ({ page, browser }) => {
  // Sessions of this test's own: the shared ones carry other tests' live streams at the same time
  // (five a session at most), and in a loaded CI run the chief's stream here kept reconnecting and
  // the manager's leaving never reached the card within the bound.
  await signIn(page, accounts.chief);
  const id = await someOrderId(page, 2);
  // The manager's tab is open (on the list) before the chief opens the card, so the manager joins soon after the chief's first heartbeat.
  const manager = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(manager, accounts.manager);
  await manager.goto('/orders');
  await expect(manager.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();

  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/events');
  const chiefBeat = firstBeat(page);
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ №/ })).toBeVisible();
  expect((await stream).status()).toBe(200);
  await chiefBeat;

  const managerBeat = firstBeat(manager);
  await manager.goto(`/orders/${id}`);
  await managerBeat;
  const joinedAt = Date.now();
  await expect(note(manager)).toHaveText('Сейчас открыт также: Анна Смирнова');
  // The chief's next heartbeat is 20 s after the first: the name comes before it, told by the stream.
  await expect(note(page)).toHaveText('Сейчас открыт также: Олег Менеджер', { timeout: STREAM_BOUND_MS });
  const shownMs = Date.now() - joinedAt;

  const leftAt = Date.now();
  await manager.goto('/orders');
  await expect(note(page)).toHaveCount(0, { timeout: STREAM_BOUND_MS });
  const goneMs = Date.now() - leftAt;

  // A closed tab says goodbye too (pagehide).
  const again = firstBeat(manager);
  await manager.goto(`/orders/${id}`);
  await again;
  await expect(note(page)).toHaveText('Сейчас открыт также: Олег Менеджер', { timeout: STREAM_BOUND_MS });
  const closedAt = Date.now();
  await manager.close({ runBeforeUnload: true });
  await expect(note(page)).toHaveCount(0, { timeout: STREAM_BOUND_MS });
  const closedMs = Date.now() - closedAt;
  await manager.context().close();

  const measured = `over the stream: shown ${shownMs} ms after the colleague's first heartbeat, gone ${goneMs} ms after they navigated away, ${closedMs} ms after the tab closed`;
  test.info().annotations.push({ type: 'measured', description: measured });
  console.log(`presence: ${measured}`);
});

/** The chief's heartbeat in the fallback test: the server's answer says 20 s, this page is told this. */
const SHORT_HEARTBEAT_MS = 3_000;

test('without the live stream the heartbeat still brings a colleague (the fallback)', async ({ page, browser }) => {
  await useSession(page, 'chief');
  const id = await someOrderId(page, 4);
  // No EventSource in the chief's browser (an old or locked-down one): presence is left to the heartbeat.
  await page.addInitScript(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });
  // The page beats at whatever interval the server's answer names; at the e2e server's 20 s this
  // test waited two beats (48 s in CI). The chief's page is told 3 s (as a server configured so
  // would say): what is tested is that beats alone bring and take the colleague.
  await page.route('**/dashboard/own/presence', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { heartbeatMs: number } };
    expect(body.data.heartbeatMs).toBeGreaterThan(SHORT_HEARTBEAT_MS);
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, heartbeatMs: SHORT_HEARTBEAT_MS } } });
  });
  const chiefBeat = firstBeat(page);
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ №/ })).toBeVisible();
  await chiefBeat;

  const manager = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await useSession(manager, 'manager');
  const managerBeat = firstBeat(manager);
  await manager.goto(`/orders/${id}`);
  await managerBeat;
  const joinedAt = Date.now();
  await expect(note(page)).toHaveText('Сейчас открыт также: Олег Менеджер', { timeout: 15_000 });
  const shownMs = Date.now() - joinedAt;
  const leftAt = Date.now();
  await manager.goto('/orders');
  await expect(note(page)).toHaveCount(0, { timeout: 15_000 });
  const goneMs = Date.now() - leftAt;
  await manager.context().close();

  const measured = `heartbeat only (${SHORT_HEARTBEAT_MS / 1000} s): shown ${shownMs} ms after the colleague's first heartbeat, gone ${goneMs} ms after they left`;
  test.info().annotations.push({ type: 'measured', description: measured });
  console.log(`presence: ${measured}`);
});
