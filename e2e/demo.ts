import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import type { Fault } from '../mocks/faults';
import { DEMO_ACCOUNTS } from '../mocks/seed';
import { tokenSha } from '../mocks/request-log';
import { E2E } from './env';

export const accounts = DEMO_ACCOUNTS;
export type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

/** The demo upstream's own controls (/__demo), called directly, never through the BFF. */
export const demo = {
  async lastCode(request: APIRequestContext, phone: string): Promise<string> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/codes/last?phone=${phone}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { code: string }).code;
  },
  async lastToken(request: APIRequestContext, email: string): Promise<string> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/tokens/last?email=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { token: string }).token;
  },
  /** Expires one session's token only: other tests share the stored sessions of the same account. */
  async expireToken(request: APIRequestContext, token: string): Promise<void> {
    const response = await request.post(`${E2E.upstreamUrl}/__demo/expire-tokens?token=${encodeURIComponent(token)}`);
    expect(response.ok()).toBe(true);
  },
  async paths(request: APIRequestContext): Promise<string[]> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/requests`);
    const body = (await response.json()) as { requests: { path: string }[] };
    return body.requests.map((r) => r.path);
  },
  /**
   * The live order watcher's reads of the orders list (newest first, 50 a page) made with one
   * user's tokens since `since`: how many poll loops the BFF runs for that user's company.
   */
  async livePolls(request: APIRequestContext, email: string, since: Date, tokens?: string[]): Promise<number> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/requests`);
    const log = (await response.json()) as { requests: { path: string; query: Record<string, string>; user?: string; token_sha?: string; at: string }[] };
    const shas = tokens && new Set(tokens.map(tokenSha));
    return log.requests.filter(
      (r) =>
        r.path === '/dashboard/v1/chief/market/orders' &&
        r.query.per_page === '50' &&
        r.query.sort === '-created_at' &&
        r.user === email &&
        (!shas || (r.token_sha !== undefined && shas.has(r.token_sha))) &&
        Date.parse(r.at) >= since.getTime(),
    ).length;
  },
  /** An order placed now in the company's shop, as a customer's app would, for the new-order notice. */
  async placeOrder(request: APIRequestContext, company: number): Promise<{ id: number; number: string }> {
    const response = await request.post(`${E2E.upstreamUrl}/__demo/orders?company=${company}`);
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: number; number: string };
  },
  /** All refresh calls, or only those made with one user's tokens (`email`), refused ones included. */
  async refreshCalls(request: APIRequestContext, email?: string): Promise<number> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/requests`);
    const log = (await response.json()) as { refresh_calls: number; refresh_calls_by_user: Record<string, number> };
    return email === undefined ? log.refresh_calls : (log.refresh_calls_by_user[email] ?? 0);
  },
};

/**
 * Mutating calls from a test's own request context must look same-origin, like the browser's.
 * Each on a fresh connection: Playwright's request context reuses an idle keep-alive socket
 * that the server may be closing at that very moment (ECONNRESET on a cleanup DELETE in CI),
 * and unlike a browser it does not retry the request on a new one.
 */
export const sameOrigin = { origin: E2E.appUrl, connection: 'close' };

/**
 * Runs one sign-in of a shared demo account at a time across the parallel workers: the code
 * read from the demo must be the one this sign-in caused, not another worker's. A directory
 * is the lock (mkdir is atomic); a lock older than 20 s is from a crashed test and is taken over.
 */
export async function withCodeLock<T>(phone: string, run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `e2e-code-lock-${E2E.upstreamPort}-${phone}`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 20_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() - started > 60_000) throw new Error(`sign-in lock for ${phone} not released`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Signs in through the BFF's real login calls (faster than the form, which login.spec covers);
 * the session cookie lands in the page's browser context. Returns the upstream token of this
 * session (read from the demo while the lock is held, so it is this sign-in's). For a test that
 * only needs to be signed in, `useSession` is cheaper: it reuses the setup project's sign-in.
 */
export async function signIn(page: Page, account: Account): Promise<string> {
  const role = account.role;
  const request = page.request;
  return withCodeLock(account.phone, async () => {
    const login = await request.post(`/dashboard/v1/${role}/login`, {
      data: { email: account.email, password: account.password },
      headers: sameOrigin,
    });
    expect(login.status()).toBe(200);
    const code = await demo.lastCode(request, account.phone);
    // §5: the code calls send the phone without the leading country digit.
    const complete = await request.post(`/dashboard/v1/${role}/auth/complete`, {
      data: { phone: account.phone.slice(1), code },
      headers: sameOrigin,
    });
    expect(complete.status()).toBe(200);
    return demo.lastToken(request, account.email);
  });
}

export type SessionAccount = 'chief' | 'manager' | 'baker' | 'admin';

/** Where the setup project (e2e/auth.setup.ts) saves each account's signed-in browser state. */
export const sessionFile = (account: SessionAccount) => `playwright/.auth/${account}-${E2E.upstreamPort}.json`;

/**
 * Puts the session the setup project signed in into this page's context. Tests that end,
 * expire or rotate their session must `signIn` instead: this one is shared by every test.
 */
export async function useSession(page: Page, account: SessionAccount): Promise<void> {
  const state = JSON.parse(readFileSync(sessionFile(account), 'utf8')) as { cookies: Cookie[] };
  await page.context().addCookies(state.cookies);
}

/** Types the code the demo sent into the code step and confirms; run it under `withCodeLock`. */
export async function enterCode(page: Page, account: Account): Promise<void> {
  // The code step shows once the login call has answered, so the code exists by then.
  const field = page.getByLabel('Код подтверждения');
  await expect(field).toBeVisible();
  await field.fill(await demo.lastCode(page.request, account.phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The paths of the stylesheets the page requests from now on (kept up to date as they come). */
export function stylesheetRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Waits until React has hydrated the element: text typed into a server-rendered field before
 * that can be overwritten when the form takes the field over.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/**
 * §8 failed pre-load: the item screen went back to `list`, which says «Запись не найдена или
 * недоступна». The notice comes with the server's HTML; the flag that carried it leaves the
 * address once the page's code runs, which on a loaded machine can take longer than an
 * expectation's usual 7 s.
 */
export async function expectWentBackUnavailable(page: Page, list: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Запись не найдена или недоступна' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(list, { timeout: 20_000 });
}

/** A demo upstream fault: one call fails, waits or leaves fields out (the demo's own type). */
export type UpstreamFault = Fault;

/**
 * Adds `fault` to the demo upstream for as long as `run` runs, then removes that one fault by its
 * id: a test that removed every fault of its path also removed a parallel test's fault on the
 * same path (an export that was to hang then finished, in CI).
 */
export async function withUpstreamFault<T>(request: APIRequestContext, fault: UpstreamFault, run: () => Promise<T>): Promise<T> {
  const added = await request.post(`${E2E.upstreamUrl}/__demo/faults`, { data: fault });
  expect(added.status(), `fault on ${fault.method} ${fault.path}`).toBe(201);
  const { id } = (await added.json()) as { id: number };
  try {
    return await run();
  } finally {
    await request.delete(`${E2E.upstreamUrl}/__demo/faults?id=${id}`);
  }
}

/** Holds every script file of the page until `release` is called: the page's HTML alone, as on a phone before its scripts have come. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React has been started on the page (it listens on the document), whatever it has hydrated yet. */
export const reactListening = () => Object.keys(document).some((key) => key.startsWith('_reactListening'));
