import { connect } from 'node:net';
import { expect, test } from './fixtures';
import { accounts, demo, enterCode, sameOrigin, signIn, withCodeLock } from './demo';
import { E2E } from './env';

/** Sends a request line exactly as written, so no client normalises the path first. */
function rawGet(path: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E.appPort, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${E2E.appPort}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

test('the access token never reaches the browser', async ({ page }) => {
  const seen: string[] = [];
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders()));
    try {
      seen.push(await response.text());
    } catch {
      // Redirects have no body.
    }
  });
  await page.goto('/login');
  await withCodeLock(accounts.chief.phone, async () => {
    await page.getByLabel('E-mail').fill(accounts.chief.email);
    await page.getByLabel('Пароль', { exact: true }).fill(accounts.chief.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await enterCode(page, accounts.chief);
  });
  await expect(page.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeVisible();
  await page.evaluate(() => fetch('/dashboard/v1/chief/profile/me').then((r) => r.text()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeVisible();

  const token = await demo.lastToken(page.request, accounts.chief.email);
  expect(token.length).toBeGreaterThan(20);
  expect(seen.length).toBeGreaterThan(5);
  for (const text of seen) expect(text).not.toContain(token);
  const storage = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    html: document.documentElement.outerHTML,
  }));
  expect(storage.cookie).not.toContain('bo_session');
  for (const value of Object.values(storage)) expect(value).not.toContain(token);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bo_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
});

test('a cross-origin POST through the proxy is refused', async ({ page }) => {
  await signIn(page, accounts.chief);
  const response = await page.request.put('/dashboard/v1/chief/profile/step', {
    data: { step: '1' },
    headers: { origin: 'http://evil.example' },
  });
  expect(response.status()).toBe(403);
  const same = await page.request.get('/dashboard/v1/chief/profile/me');
  expect((await same.json()).data.step).toBe('done');
});

test('a company session calling an admin path gets 403 and the upstream never sees it', async ({ page }) => {
  await signIn(page, accounts.chief);
  await page.goto('/');
  const marker = `/dashboard/v1/admin/companies/${Date.now()}`;
  const status = await page.evaluate(async (path) => (await fetch(path)).status, marker);
  expect(status).toBe(403);
  expect(await demo.paths(page.request)).not.toContain(marker);
});

test('path tricks are refused before the upstream', async ({ page }) => {
  await signIn(page, accounts.chief);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bo_session')!;
  const marker = Date.now();
  for (const path of [
    `/dashboard/v1/chief/%2e%2e/admin/companies/${marker}`,
    `/dashboard/v1/chief/..%2fadmin/companies/${marker}`,
    `/dashboard/v1/chief/..%5cadmin/companies/${marker}`,
    `/dashboard/v1/chief//admin/companies/${marker}`,
  ]) {
    const response = await rawGet(path, `bo_session=${cookie.value}`);
    const status = Number(response.split(' ')[1]);
    // 308: Next itself collapses '//' with a redirect before any handler runs.
    expect({ path, refused: [400, 403, 404, 308].includes(status) }).toEqual({ path, refused: true });
  }
  const seen = await demo.paths(page.request);
  expect(seen.filter((p) => p.includes(String(marker)))).toEqual([]);
});

test('signed-out calls outside the auth calls get 401 with no upstream call', async ({ page }) => {
  const marker = `/dashboard/v1/chief/orders/${Date.now()}`;
  const response = await page.request.get(marker);
  expect(response.status()).toBe(401);
  expect(await demo.paths(page.request)).not.toContain(marker);
  const post = await page.request.post('/dashboard/v1/chief/login', { data: {}, headers: sameOrigin });
  expect(post.status()).toBe(422);
});

test('pages carry the security headers', async ({ page }) => {
  const response = await page.request.get('/login');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
});

test('a client-sent x-middleware-subrequest header does not skip the guard', async ({ page }) => {
  const response = await page.request.get('/orders', {
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/login$/);
});

test('the back office asks search engines to stay out, the docs invite them', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.goto('/api/webhook/create');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});
