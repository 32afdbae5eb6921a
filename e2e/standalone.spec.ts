import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, demo, hydrated, withCodeLock } from './demo';
import { E2E } from './env';
import { layOutImage, type ImageLayout } from './image-layout';
import { stop, waitFor, type Running } from './instances';

/**
 * The server the container image runs: `node server.js` from the build's standalone output,
 * laid out as the image's files are (e2e/image-layout.ts: public/ and .next/static beside it,
 * code the server cannot write, a data directory it owns) and run as a non-root user, reusing
 * the build the suite's web server made. It runs with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP
 * receiver here, and talks to the demo upstream through a relay that records each request's
 * headers, so the traces of a proxied call are checked end to end. No Docker engine runs here:
 * the image itself is not built by any test.
 */

test.describe.configure({ mode: 'serial' });

// A port of its own beside the suite's servers (demo-process uses +90).
const port = E2E.appPort + 80;
const base = `http://127.0.0.1:${port}`;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpExport {
  resourceSpans: { resource?: { attributes?: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SPAN_KIND_INTERNAL = 1;
const SPAN_KIND_CLIENT = 3;

let server: Running | undefined;
let image: ImageLayout | undefined;
let receiver: Server | undefined;
let relay: Server | undefined;
const exports: { path: string; contentType: string; body: OtlpExport }[] = [];
const upstreamCalls: { path: string; headers: IncomingHttpHeaders }[] = [];

const listen = (created: Server) =>
  new Promise<string>((resolve) => created.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(created.address() as AddressInfo).port}`)));

/** Collects what the OTLP/HTTP exporter posts (JSON), as a collector would. */
function startReceiver(): Promise<string> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        exports.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
      } catch {
        // Recorded nothing: the test then fails on the missing spans.
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return listen(receiver);
}

/** Relays to the demo upstream, keeping each request's path and headers. */
function startRelay(): Promise<string> {
  relay = createServer((req, res) => {
    upstreamCalls.push({ path: (req.url ?? '').split('?')[0] ?? '', headers: req.headers });
    const forward = httpRequest(`${E2E.upstreamUrl}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return listen(relay);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  image = layOutImage();
  const [otlp, upstream] = await Promise.all([startReceiver(), startRelay()]);
  const child = spawn(process.execPath, ['server.js'], {
    cwd: image.dir,
    // The image's USER: libuv drops root's supplementary groups too.
    ...(image.user ?? {}),
    env: {
      ...process.env,
      // The image's ENV line.
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: image.dataDir,
      API_BASE_URL: upstream,
      SESSION_SECRET: 'e2e-session-secret-which-is-long-enough-0123456789',
      THROTTLE_WINDOW_MS: '3000',
      THROTTLE_IP_LIMIT: '500',
      SHUTDOWN_DRAIN_MS: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
      OTEL_SERVICE_NAME: 'backoffice-standalone-e2e',
      // Send each batch after 200 ms rather than 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // Every page load reports its web vitals (0.1 of them by default).
      WEB_VITALS_SAMPLE: '1',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = { name: 'standalone', child, output: [] };
  const keep = (chunk: Buffer) => server!.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitFor(`${base}/healthz`, server, 200, 60_000);
});

test.afterAll(async () => {
  await stop(server);
  image?.remove();
  for (const created of [receiver, relay]) {
    created?.closeAllConnections();
    await new Promise((resolve) => (created ? created.close(resolve) : resolve(undefined)));
  }
});

/** The demo account's sign-in through the standalone server (its origin, as the browser's would be). */
async function signIn(request: APIRequestContext): Promise<void> {
  const account = accounts.chief;
  await withCodeLock(account.phone, async () => {
    const headers = { origin: base };
    const login = await request.post(`${base}/dashboard/v1/chief/login`, { data: { email: account.email, password: account.password }, headers });
    expect(login.status()).toBe(200);
    const code = await demo.lastCode(request, account.phone);
    const complete = await request.post(`${base}/dashboard/v1/chief/auth/complete`, { data: { phone: account.phone.slice(1), code }, headers });
    expect(complete.status()).toBe(200);
  });
}

test('the standalone server answers /healthz and serves the built files, docs pages with their hashed CSP', async ({ request }) => {
  const health = await request.get(`${base}/healthz`, { maxRedirects: 0 });
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  expect((await request.get(`${base}/logo.svg`)).status()).toBe(200);
  // A prerendered docs page: the CSP hashes come from the built HTML, read from disk at run time.
  const docs = await request.get(`${base}/api/acquiring/ffd-keys`);
  expect(docs.status()).toBe(200);
  expect(docs.headers()['content-security-policy']).toContain("'sha256-");
  // No image optimisation (next.config.js): sharp and libvips stay out of what the image ships.
  expect(existsSync(join(image!.dir, 'node_modules/sharp'))).toBe(false);
  expect(existsSync(join(image!.dir, 'node_modules/@img'))).toBe(false);
});

test('a user signs in through the standalone server and sees a signed-in page, with its scripts and styles', async ({ page }) => {
  // A wide screen, where the menu button's state is the same before and after hydration: below
  // 1366 px it becomes the drawer's once the page's script has measured the width, and a loaded
  // run read it before that and clicked after it.
  await page.setViewportSize({ width: 1440, height: 900 });
  const failures: string[] = [];
  const assets: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => failures.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (!response.url().startsWith(base)) return;
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    else if (response.url().startsWith(`${base}/_next/static/`)) assets.push(new URL(response.url()).pathname);
  });

  await signIn(page.request);
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeVisible();
  // Scripts come from .next/static, copied beside server.js; the styles are inlined in the HTML
  // (next.config.js inlineCss), which the server reads from the same copy.
  expect(assets.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  const inlinedCss = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''));
  expect(inlinedCss.length).toBeGreaterThan(10_000);
  // The logo (in the side menu, which the button below folds) is a file of public/, also copied beside server.js.
  const logo = page.getByRole('img', { name: 'На главную' });
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // Hydrated: the menu button works, which needs the page's scripts.
  const toggle = page.getByRole('button', { name: 'Меню', exact: true });
  await hydrated(toggle);
  const expanded = await toggle.getAttribute('aria-expanded');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  expect(failures).toEqual([]);
});

test('a page load’s web vitals reach /metrics as histograms by route template, once the page is left', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page.request);
  const counted = async (metric: string, route: string) => {
    const text = await (await page.request.get(`${base}/metrics`)).text();
    const line = text.split('\n').find((row) => row.startsWith(`bo_web_vitals_seconds_count{metric="${metric}",route="${route}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const before = await counted('LCP', '/orders/{id}');
  const list = await page.request.get(`${base}/dashboard/v1/chief/market/orders?per_page=1`, { headers: { origin: base } });
  const id = ((await list.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  await page.goto(`${base}/orders/${id}`);
  await hydrated(page.getByRole('button', { name: 'Меню', exact: true }));
  // A press, so the page has an interaction to measure (INP), then leave it: the beacon goes as it hides.
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.goto(`${base}/`);
  await expect.poll(() => counted('LCP', '/orders/{id}'), { timeout: 15_000 }).toBe(before + 1);
  expect(await counted('TTFB', '/orders/{id}')).toBeGreaterThan(0);
  const text = await (await page.request.get(`${base}/metrics`)).text();
  expect(text).toMatch(/^bo_web_vitals_cls_count\{route="\/orders\/\{id\}"\} [1-9]/m);
  // The order's id is never a label.
  expect(text).not.toContain(`/orders/${id}"`);
});

test('a company text section is shown: its HTML is sanitised in the worker thread Next bundled for the standalone server', async ({ page }) => {
  await signIn(page.request);
  const sections = (await (await page.request.get(`${base}/dashboard/v1/chief/about`)).json()) as { data: { id: number; type: string }[] };
  const text = sections.data.find((section) => section.type === 'html_text');
  expect(text).toBeDefined();
  // Without its thread (a chunk missing from the standalone output, a worker that cannot load its code) the page fails.
  const response = await page.goto(`${base}/company/${text!.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Текст раздела' })).toBeVisible();
  expect(server!.output.filter((line) => /sanitize_thread|sanitiser thread/.test(line))).toEqual([]);
});

test('a proxied call is traced: its spans reach the OTLP endpoint and the upstream request carries their traceparent', async ({ page }) => {
  await signIn(page.request);
  // The sign-in reads the profile too (the session's user, then the audit trail's actor, which may
  // come just after its answer): this call is told apart by its request id, carried upstream.
  const requestId = randomUUID();
  const response = await page.request.get(`${base}/dashboard/v1/chief/profile/me`, { headers: { 'x-request-id': requestId } });
  expect(response.status()).toBe(200);

  const call = upstreamCalls.find((seen) => seen.path === '/dashboard/v1/chief/profile/me' && seen.headers['x-request-id'] === requestId);
  expect(call, 'the upstream request').toBeTruthy();
  const [, traceId, parentId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(String(call!.headers.traceparent)) ?? [];
  expect(traceId, `traceparent ${String(call!.headers.traceparent)}`).toBeTruthy();

  const spansOf = () => exports.flatMap((e) => e.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  await expect.poll(() => spansOf().some((span) => span.spanId === parentId), { timeout: 15_000 }).toBe(true);
  const client = spansOf().find((span) => span.spanId === parentId)!;
  expect(client).toMatchObject({ traceId, kind: SPAN_KIND_CLIENT, name: 'upstream GET /dashboard/v1/chief/profile/me' });
  await expect.poll(() => spansOf().some((span) => span.spanId === client.parentSpanId), { timeout: 15_000 }).toBe(true);
  const proxied = spansOf().find((span) => span.spanId === client.parentSpanId)!;
  expect(proxied).toMatchObject({ traceId, kind: SPAN_KIND_INTERNAL, name: 'proxy GET /dashboard/v1/chief/profile/me' });
  // Next's own span of the request is in the same trace, above the proxy span.
  expect(spansOf().some((span) => span.traceId === traceId && span.spanId === proxied.parentSpanId)).toBe(true);

  // OTLP/HTTP JSON on the standard path, under the configured service name.
  expect(exports[0]).toMatchObject({ path: '/v1/traces', contentType: expect.stringContaining('application/json') });
  const names = exports.flatMap((e) => e.body.resourceSpans.flatMap((r) => r.resource?.attributes ?? []).filter((a) => a.key === 'service.name'));
  expect(names.map((a) => a.value.stringValue)).toContain('backoffice-standalone-e2e');
  // The browser's cookie and the upstream token never reach a span.
  expect(JSON.stringify(exports)).not.toContain('bo_session');
  expect(JSON.stringify(exports)).not.toMatch(/Bearer/i);
});

test('as the non-root user, the server writes a note, a saved view, a session and a trail entry into its own data directory', async ({ request }) => {
  await signIn(request);
  const headers = { origin: base };
  const run = `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

  const note = await request.post(`${base}/dashboard/own/orders/1/notes`, { data: { text: `Заметка ${run}` }, headers });
  expect(note.status(), await note.text()).toBe(201);
  const notes = await request.get(`${base}/dashboard/own/orders/1/notes`, { headers });
  expect(JSON.stringify(await notes.json())).toContain(`Заметка ${run}`);

  const view = await request.post(`${base}/dashboard/own/views`, { data: { list: 'orders', name: `Вид ${run}`, query: 'status=1', shared: false }, headers });
  expect(view.status(), await view.text()).toBe(201);
  const views = await request.get(`${base}/dashboard/own/views?list=orders`, { headers });
  expect(JSON.stringify(await views.json())).toContain(`Вид ${run}`);

  // The sign-in registered the session («Активные сеансы»).
  const sessions = await request.get(`${base}/dashboard/own/sessions`, { headers });
  expect(sessions.status()).toBe(200);
  expect(((await sessions.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  // A change through the proxy is recorded in the background, then listed on /activity.
  const title = `Раздел ${run}`;
  const section = await request.post(`${base}/dashboard/v1/chief/about`, { data: { title, type: 'html_text' }, headers });
  expect(section.status()).toBe(201);
  const id = ((await section.json()) as { data: { id: number } }).data.id;
  await expect.poll(async () => (await (await request.get(`${base}/activity`)).text()).includes(title), { timeout: 10_000 }).toBe(true);
  await request.delete(`${base}/dashboard/v1/chief/about/${id}`, { headers });

  // All of it in the one file, created by that user in the directory the image gives it.
  const file = statSync(join(image!.dataDir, 'backoffice.sqlite'));
  if (image!.user) expect(file.uid).toBe(image!.user.uid);
  expect(server!.output.join('\n')).not.toMatch(/EACCES|readonly database|audit_write_failed/);
});
