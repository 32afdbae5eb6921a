import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sameOrigin, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

/** The e2e server beats every 3 s (PRESENCE_HEARTBEAT_MS in playwright.config.ts), 20 s by default. */
const note = (page: Page) => page.getByRole('status').filter({ hasText: 'Сейчас открыт также:' });

test('two users of a company on the same order card each see the other, and the name goes when the card is left', async ({ page, browser }) => {
  await useSession(page, 'chief');
  const answer = await page.request.get('/dashboard/v1/chief/market/orders?page=1&perPage=5', { headers: sameOrigin });
  const { data } = (await answer.json()) as { data: { data?: { id: number }[] } | { id: number }[] };
  const id = (Array.isArray(data) ? data : (data.data ?? []))[2]!.id;

  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ №/ })).toBeVisible();
  const manager = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await useSession(manager, 'manager');
  await manager.goto(`/orders/${id}`);

  await expect(note(manager)).toHaveText('Сейчас открыт также: Анна Смирнова');
  // The chief learns of the manager at the next heartbeat.
  await expect(note(page)).toHaveText('Сейчас открыт также: Олег Менеджер', { timeout: 15_000 });

  // Leaving the card says so: the chief's next heartbeat no longer names the manager.
  await manager.goto('/orders');
  await expect(note(page)).toHaveCount(0, { timeout: 15_000 });
  await manager.context().close();
});
