import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../mocks/seed';
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
  async expireTokens(request: APIRequestContext, email: string): Promise<void> {
    const response = await request.post(`${E2E.upstreamUrl}/__demo/expire-tokens?email=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
  },
  async paths(request: APIRequestContext): Promise<string[]> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/requests`);
    const body = (await response.json()) as { requests: { path: string }[] };
    return body.requests.map((r) => r.path);
  },
  async refreshCalls(request: APIRequestContext): Promise<number> {
    const response = await request.get(`${E2E.upstreamUrl}/__demo/requests`);
    return ((await response.json()) as { refresh_calls: number }).refresh_calls;
  },
};

/** Mutating calls from a test's own request context must look same-origin, like the browser's. */
export const sameOrigin = { origin: E2E.appUrl };

/**
 * Signs in through the BFF's real login calls (faster than the form, which login.spec covers);
 * the session cookie lands in the page's browser context.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const role = account.role;
  const request = page.request;
  // Parallel tests share the demo accounts: another worker may take the newest code first.
  for (let attempt = 1; ; attempt += 1) {
    const login = await request.post(`/dashboard/v1/${role}/login`, {
      data: { email: account.email, password: account.password },
      headers: sameOrigin,
    });
    expect(login.status()).toBe(200);
    const code = await demo.lastCode(request, account.phone);
    const complete = await request.post(`/dashboard/v1/${role}/auth/complete`, {
      data: { phone: account.phone, code },
      headers: sameOrigin,
    });
    if (complete.status() === 200) return;
    expect(attempt, `sign-in as ${account.email} kept failing: ${complete.status()}`).toBeLessThan(3);
  }
}

/** Types the newest code into the code step, retrying when a parallel test used it first. */
export async function enterCode(page: Page, account: Account): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Код подтверждения').fill(await demo.lastCode(page.request, account.phone));
    // Judge by the call's own answer: an error text left from an earlier try would mislead.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/auth/complete')),
      page.getByRole('button', { name: 'Подтвердить' }).click(),
    ]);
    if (answer.status() === 200) {
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      return;
    }
    expect(attempt, 'the code step kept refusing the newest code').toBeLessThan(4);
  }
}
