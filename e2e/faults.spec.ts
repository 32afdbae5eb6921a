import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { accounts, demo, withCodeLock } from './demo';
import { E2E } from './env';
import { freePort, startApp, startFaultRelay } from './fault-relay';

/**
 * Upstream faults seen from the browser. A second production server of the same build talks to
 * the demo upstream through a relay this file switches between failure modes, so the shared
 * demo upstream the other specs use is never disturbed.
 */

const TIMEOUT_MS = 1500;
/** The total deadline of one upstream call, body included (30 s in production). */
const DEADLINE_MS = 6000;
let relay: Awaited<ReturnType<typeof startFaultRelay>>;
let app: ChildProcess;
let appUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A production server's start on a loaded machine (it waits for /healthz, up to 60 s).
  test.setTimeout(90_000);
  relay = await startFaultRelay(E2E.upstreamUrl);
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  app = await startApp(port, {
    API_BASE_URL: relay.url,
    // The refresh host is down for the whole file: nothing listens there.
    API_REFRESH_URL: `http://127.0.0.1:${await freePort()}`,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    UPSTREAM_DEADLINE_MS: String(DEADLINE_MS),
    SESSION_SECRET: 'faults-session-secret-which-is-long-enough-0123456789',
  });
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await relay?.close();
});

test.beforeEach(() => relay.set('up'));

async function signIn(page: Page): Promise<void> {
  const account = accounts.chief;
  const headers = { origin: appUrl };
  await withCodeLock(account.phone, async () => {
    const login = await page.request.post(`${appUrl}/dashboard/v1/chief/login`, { data: { email: account.email, password: account.password }, headers });
    expect(login.status()).toBe(200);
    const code = await demo.lastCode(page.request, account.phone);
    const complete = await page.request.post(`${appUrl}/dashboard/v1/chief/auth/complete`, { data: { phone: account.phone.slice(1), code }, headers });
    expect(complete.status()).toBe(200);
  });
}

const shopsHeading = (page: Page) => page.getByRole('heading', { name: 'Магазины' });
const anyShopRow = (page: Page) => page.getByRole('table').getByRole('row').nth(1);

// These tests break the upstream on purpose: the browser logs the failed calls (the page's own and
// the side menu's new-order poll), which the fixture would otherwise count against them.
test.use({ allowedFailures: [/status of (401|502|504)\b/] });

test('upstream down: 502 in Russian at once, the screen offers a retry and recovers without a reload', async ({ page }) => {
  await signIn(page);
  await page.goto(`${appUrl}/shops`);
  await expect(anyShopRow(page)).toBeVisible();

  // The proxy route is loaded once while all is well, so the timing below is the failure's own.
  expect((await page.request.get(`${appUrl}/dashboard/v1/chief/market/stores`)).status()).toBe(200);
  await relay.set('down');
  // A refused connection is answered as 502 (down), not 504 (the timeout): the status proves the
  // proxy did not wait for the upstream timeout, without a timing bound that machine load breaks.
  const response = await page.request.get(`${appUrl}/dashboard/v1/chief/market/stores`);
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ error: 'Сервер временно недоступен. Попробуйте позже', data: {} });

  await page.goto(`${appUrl}/shops`);
  await expect(shopsHeading(page)).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Сервер временно недоступен. Попробуйте позже' });
  await expect(alert).toBeVisible();

  await relay.set('up');
  // Marks the document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(anyShopRow(page)).toBeVisible();
  await expect(alert).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('upstream hanging: 504 at the timeout, and the screen says so', async ({ page }) => {
  await signIn(page);
  await relay.set('hang');
  const started = Date.now();
  const response = await page.request.get(`${appUrl}/dashboard/v1/chief/market/stores`);
  const elapsed = Date.now() - started;
  expect(response.status()).toBe(504);
  expect(await response.json()).toEqual({ error: 'Сервер не ответил вовремя. Попробуйте позже', data: {} });
  expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  // Upper bound generous: it only tells a timeout from a hang, not how fast the machine is.
  expect(elapsed).toBeLessThan(TIMEOUT_MS + 10_000);

  await page.goto(`${appUrl}/shops`);
  await expect(page.getByRole('alert').filter({ hasText: 'Сервер не ответил вовремя. Попробуйте позже' })).toBeVisible();
});

test('a body trickled past the deadline: 504 from the proxy, and a server-rendered page shows the same text', async ({ page }) => {
  // Two deadlines at most (the layout's menu call and the page's list), and the sign-in.
  test.setTimeout(60_000);
  await signIn(page);
  await relay.set('trickle');
  const response = await page.request.get(`${appUrl}/dashboard/v1/chief/market/stores`);
  expect(response.status()).toBe(504);
  expect(await response.json()).toEqual({ error: 'Сервер не ответил вовремя. Попробуйте позже', data: {} });

  await page.goto(`${appUrl}/shops`, { timeout: 45_000 });
  await expect(shopsHeading(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Сервер не ответил вовремя. Попробуйте позже' })).toBeVisible();
});

test('malformed upstream JSON: 502, and the screen shows an error with a retry', async ({ page }) => {
  await signIn(page);
  await relay.set('malformed');
  const response = await page.request.get(`${appUrl}/dashboard/v1/chief/market/stores`);
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ error: 'Сервер ответил некорректными данными. Попробуйте позже', data: {} });
  await page.goto(`${appUrl}/shops`);
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
});

test('refresh endpoint down: the session is cleared and the browser goes to /login', async ({ page }) => {
  await signIn(page);
  await page.goto(`${appUrl}/shops`);
  await expect(anyShopRow(page)).toBeVisible();
  await relay.set('expired');
  // A page render meets the 401: the refresh fails and the session ends. The side menu's new-order
  // poll may meet it first and take the browser to /login itself, aborting this navigation.
  await page.goto(`${appUrl}/orders`).catch((error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
  });
  await expect(page).toHaveURL(`${appUrl}/login`);
  expect((await page.context().cookies()).find((c) => c.name === 'bo_session')).toBeUndefined();
});
