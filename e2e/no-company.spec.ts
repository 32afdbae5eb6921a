import { accounts, demo, sameOrigin, signIn } from './demo';
import { E2E } from './env';
import { expect, test } from './fixtures';

/**
 * The specification's `profile/me` names the user, not the company. With an upstream that
 * answers it so (the demo's `no-company` shape, for this test's session only), the BFF's own
 * features still find the company: the trail shows a change right after it, and a new order
 * reaches an open /orders over the live stream (not the 30 s fallback poll). The bakery's chief
 * (company 3) in a session of this test's own: the shape is set for that session's token only.
 * Not company 1: the 2 000-order import runs there, and a company's orders placed while it
 * imports are rightly not announced (lib/server/live/imports.ts): a loaded CI run's first try
 * placed its order during that import and waited for it in vain.
 */
const BAKERY = 3;

test.describe.configure({ timeout: 60_000 });

/** A valid 2x2 PNG: a banner is created with its photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

test('with a profile that names no company, a change is on /activity and a new order reaches /orders over the stream', async ({ page }) => {
  const token = await signIn(page, accounts.baker);
  // Before the session's first screen: the BFF reads whom it acts for once per session.
  const shaped = await page.request.post(`${E2E.upstreamUrl}/__demo/shapes`, { data: { email: accounts.baker.email, token, variants: ['no-company'] } });
  expect(shaped.status()).toBe(200);
  const me = await page.request.get('/dashboard/v1/chief/profile/me');
  expect(((await me.json()) as { data: Record<string, unknown> }).data).not.toHaveProperty('company');

  const title = `Баннер без компании ${Date.now() % 1_000_000}`;
  const categories = (await (await page.request.get('/dashboard/v1/chief/categories/dropout')).json()) as { data: { id: number }[] };
  const created = await page.request.post('/dashboard/v1/chief/banners', {
    multipart: { title, categoryId: String(categories.data[0]!.id), isActive: '1', image: { name: 'banner.png', mimeType: 'image/png', buffer: PNG } },
    headers: sameOrigin,
  });
  expect(created.status()).toBe(201);
  const bannerId = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    // The trail names a record by what a JSON save sent (a multipart create holds a photo).
    const saved = await page.request.put(`/dashboard/v1/chief/banners/${bannerId}`, {
      data: { title, categoryId: categories.data[0]!.id, isActive: true },
      headers: sameOrigin,
    });
    expect(saved.status()).toBe(200);
    // The entry is written within ~100 ms of the answer: a render just before it is asked again.
    await expect(async () => {
      await page.goto(`/activity?search=${encodeURIComponent(title)}`);
      await expect(page.getByText('Найдено действий: 1')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard/own/events');
    await page.goto('/orders');
    // 200: the stream found the company (it answers 204 to a session it cannot place).
    expect((await stream).status()).toBe(200);
    const openedAt = new Date(Date.now() - 1000);
    await expect.poll(() => demo.livePolls(page.request, accounts.baker.email, openedAt)).toBeGreaterThan(0);
    const order = await demo.placeOrder(page.request, BAKERY);
    // Brought by the stream (its watch interval is 500 ms here); generous for a loaded machine.
    await expect(page.getByRole('link', { name: `Заказ № ${order.number}` })).toBeVisible({ timeout: 10_000 });
  } finally {
    await page.request.delete(`/dashboard/v1/chief/banners/${bannerId}`, { headers: sameOrigin });
    await page.request.delete(`${E2E.upstreamUrl}/__demo/shapes?token=${token}`);
  }
});
