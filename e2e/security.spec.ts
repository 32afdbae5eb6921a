import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { expect, test } from './fixtures';
import { accounts, demo, enterCode, sameOrigin, signIn, withCodeLock } from './demo';
import { E2E } from './env';
import { OPEN_REDIRECT_PAYLOADS, attackPaths } from '../tests/security/corpus';

// A company session calling admin paths gets 403 on purpose.
test.use({ allowedFailures: [/403.*\/dashboard\/v1\/admin\//] });

/** Sends a request line exactly as written, so no client normalises the path first. */
function rawGet(path: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E.appPort, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${E2E.appPort}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`, 'latin1');
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

test('the whole path corpus sent raw to the real server: nothing reaches the upstream', async ({ page }) => {
  await signIn(page, accounts.chief);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bo_session')!;
  const marker = `corpus${Date.now()}`;
  const paths = attackPaths(marker);
  expect(paths.length).toBeGreaterThanOrEqual(100);
  const statuses = new Map<number, number>();
  for (const path of paths) {
    // Raw bytes on the wire: a non-Latin-1 character cannot be sent in a request line anyway.
    const response = await rawGet(`/dashboard/v1/${path}`, `bo_session=${cookie.value}`);
    const status = Number(response.split(' ')[1]);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // 400 ours (or Node's parser); 404/308 Next's own handling before any handler; 403 when Next
    // resolved a plain '..' itself and the role check then refused the admin path.
    expect({ path, status, refused: [400, 403, 404, 308].includes(status) }).toEqual({ path, status, refused: true });
  }
  // Next resolves '.', '..' and '%2e' segments as a browser would (WHATWG URL) before any handler
  // runs, so '/chief/./x' reaches the proxy as '/chief/x', a path the caller may ask for anyway.
  // What may reach the upstream is only such a clean path under the caller's own prefix.
  const seen = (await demo.paths(page.request)).filter((p) => p.includes(marker));
  for (const path of seen) {
    expect({ path, clean: path.startsWith('/dashboard/v1/chief/') && !/\/\.|%2e|%25|%2f|%5c|\\|\/\/|;/i.test(path) }).toEqual({ path, clean: true });
  }
  expect(seen.length).toBeLessThanOrEqual(10);
  // Proof the channel works: the same cookie reaches the upstream on a well-formed path.
  const control = await rawGet(`/dashboard/v1/chief/profile/me?${marker}`, `bo_session=${cookie.value}`);
  expect(control.split(' ')[1]).toBe('200');
});

test('the prerendered docs carry a hash CSP that covers each of their inline scripts', async ({ page }) => {
  const response = await page.request.get('/api/webhook/create');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((code) => code !== '');
  expect(inline.length).toBeGreaterThan(0);
  for (const code of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
});

test('pages carry a per-response CSP nonce that Next puts on its scripts', async ({ page }) => {
  const nonces = new Set<string>();
  for (const path of ['/login', '/login', '/registry']) {
    const response = await page.request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'strict-dynamic'");
    nonces.add(nonce!);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    // Every script Next renders carries this response's nonce (the docs pre-paint script is allowed by hash).
    for (const tag of scripts) if (!/^<script>$/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
  expect((await page.request.get('/dashboard/v1/chief/profile/me')).headers()['content-security-policy']).toContain("default-src 'none'");
});

test('injected markup cannot run script under the CSP', async ({ page }) => {
  await page.goto('/login');
  // The refusals are the point here; the fixture's CSP check is for pages that should not be refused.
  page.removeAllListeners('console');
  // Waits for the browser's own report that the CSP refused both inline handlers: the proof is
  // the refusal event, not the absence of an effect after an arbitrary delay.
  const { refused, ran } = await page.evaluate(async () => {
    const violations: string[] = [];
    const bothRefused = new Promise<void>((resolve) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
        if (violations.length === 2) resolve();
      });
    });
    const box = document.createElement('div');
    box.innerHTML = '<img alt="" src="data:," onerror="window.__injected = 1"><a id="x" href="javascript:window.__injected = 2">x</a>';
    document.body.append(box);
    (box.querySelector('#x') as HTMLAnchorElement).click();
    await bothRefused;
    return { refused: violations.sort(), ran: (window as unknown as { __injected?: number }).__injected ?? 0 };
  });
  expect(refused).toEqual(['script-src-attr inline', 'script-src-elem inline']);
  expect(ran).toBe(0);
});

test('no page can be framed', async ({ page }) => {
  const response = await page.request.get('/api/webhook/create');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // HSTS is only for https; this server is reached over http.
  expect(response.headers()['strict-transport-security']).toBeUndefined();
});

test('open-redirect payloads in the return path of a session refresh stay on our origin', async ({ page }) => {
  await signIn(page, accounts.chief);
  for (const payload of OPEN_REDIRECT_PAYLOADS.slice(0, 12)) {
    const response = await page.request.get(`/session/refresh?next=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    const target = new URL(response.headers().location!, E2E.appUrl);
    expect({ payload, origin: target.origin }).toEqual({ payload, origin: E2E.appUrl });
  }
});

test('a signed-in visit to /login with a foreign Referer or next stays on our origin', async ({ page }) => {
  await signIn(page, accounts.chief);
  for (const referer of ['https://evil.example/orders', `${E2E.appUrl}//evil.example/x`, `${E2E.appUrl}/shops/..//evil.example`]) {
    const response = await page.request.get('/login?next=%2F%2Fevil.example', { headers: { referer }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location!, E2E.appUrl).origin).toBe(E2E.appUrl);
  }
});

test('a client-sent x-middleware-subrequest opens neither admin pages nor the proxy', async ({ page }) => {
  const header = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
  const admin = await page.request.get('/admin/companies', { headers: header, maxRedirects: 0 });
  expect(admin.status()).toBe(307);
  expect(admin.headers().location).toMatch(/\/admin\/login$/);
  const proxy = await page.request.get('/dashboard/v1/chief/profile/me', { headers: header });
  expect(proxy.status()).toBe(401);
  await signIn(page, accounts.chief);
  const chiefOnAdmin = await page.request.get('/admin/companies', { headers: header, maxRedirects: 0 });
  expect(chiefOnAdmin.status()).toBe(307);
  expect(new URL(chiefOnAdmin.headers().location!, E2E.appUrl).pathname).toBe('/');
});

/** A request line and headers sent as written (any method, any target); the raw answer. */
function rawRequest(line: string, headers = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E.appPort, '127.0.0.1', () => {
      socket.write(`${line} HTTP/1.1\r\nHost: 127.0.0.1:${E2E.appPort}\r\n${headers}Connection: close\r\n\r\n`, 'latin1');
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

test('the code step with the own phone and another as "Phone" is refused: 400, the upstream never sees the other phone', async ({ page }) => {
  const account = accounts.chief;
  // A phone no other test uses, so the upstream's log can be searched for it alone.
  const victim = `9${String(Date.now()).slice(-9)}`;
  const own = account.phone.slice(1);
  await withCodeLock(account.phone, async () => {
    const login = await page.request.post(`/dashboard/v1/${account.role}/login`, {
      data: { email: account.email, password: account.password },
      headers: sameOrigin,
    });
    expect(login.status()).toBe(200);
    for (const [call, extra] of [['send-code', ''], ['auth/complete', ',"code":"00000"']] as const) {
      const response = await page.request.post(`/dashboard/v1/${account.role}/${call}`, {
        data: `{"phone":"${own}","Phone":"${victim}"${extra}}`,
        headers: { ...sameOrigin, 'content-type': 'application/json' },
      });
      expect({ call, status: response.status(), body: await response.json() }).toEqual({
        call,
        status: 400,
        body: { error: 'Некорректный запрос: поле «phone» указано дважды', data: {} },
      });
      expect(response.headers()['set-cookie'] ?? '').not.toContain('bo_session');
    }
  });
  const log = (await (await page.request.get(`${E2E.upstreamUrl}/__demo/requests`)).json()) as { requests: { path: string; body?: unknown }[] };
  expect(log.requests.filter((r) => JSON.stringify(r).includes(victim))).toEqual([]);
  // Control: the log does record the bodies of the auth calls.
  expect(log.requests.some((r) => r.path.endsWith('/login') && JSON.stringify(r.body).includes(account.email))).toBe(true);
});

test('TRACE is 405, an asterisk target 400 and refresh-like names 403 on the real server', async ({ page }) => {
  const trace = await rawRequest('TRACE /dashboard/v1/chief/profile/me');
  expect(trace).toMatch(/^HTTP\/1\.1 405/);
  expect(trace).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
  expect(await rawRequest('GET *')).toMatch(/^HTTP\/1\.1 400/);
  await signIn(page, accounts.chief);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bo_session')!;
  const marker = Date.now();
  for (const name of ['refresh.json', 'Refresh', '%72efresh', 'refresh;x', 'refresh_token']) {
    const answer = await rawRequest(`GET /dashboard/v1/chief/${name}?m=${marker}`, `Cookie: bo_session=${cookie.value}\r\n`);
    expect({ name, status: Number(answer.split(' ')[1]) }).toEqual({ name, status: 403 });
  }
  const log = (await (await page.request.get(`${E2E.upstreamUrl}/__demo/requests`)).json()) as { requests: { path: string; query: Record<string, string> }[] };
  expect(log.requests.filter((r) => r.query.m === String(marker))).toEqual([]);
});
