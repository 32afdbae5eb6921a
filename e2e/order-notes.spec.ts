import { expect, test } from './fixtures';
import { accounts, demo, hydrated, useSession } from './demo';

/**
 * The order's timeline is the company's, not one browser's: a note added in one browser is seen
 * in another signed in to the same company, and a status change made in one shows in the
 * other's timeline with the name of the user who made it (the proxy's audit trail).
 */
const CHIEF_COMPANY = 1;

test.use({ viewport: { width: 1440, height: 900 } });

test('a note and a status change made in one browser show in another browser’s timeline', async ({ page, browser }) => {
  await useSession(page, 'chief');
  const order = await demo.placeOrder(page.request, CHIEF_COMPANY);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await useSession(second, 'chief');

    // The first browser writes a note.
    const text = `Позвонить клиенту до 18:00 (${Date.now()})`;
    await page.goto(`/orders/${order.id}`);
    const timeline = page.getByRole('region', { name: 'История заказа' });
    const field = timeline.getByRole('textbox', { name: 'Комментарий' });
    await hydrated(field);
    await field.fill(text);
    await timeline.getByRole('button', { name: 'Добавить комментарий' }).click();
    const note = timeline.getByRole('listitem').filter({ hasText: text });
    await expect(note).toContainText(`Комментарий — ${accounts.chief.name}`);
    await expect(field).toHaveValue('');

    // The second browser, which never saw this page before, reads it from the server.
    await second.goto(`/orders/${order.id}`);
    const theirs = second.getByRole('region', { name: 'История заказа' });
    await expect(theirs.getByRole('listitem').filter({ hasText: text })).toContainText(accounts.chief.name);
    await expect(theirs).not.toContainText('в этом браузере');

    // A status change in the first browser: the second sees it, with who made it, after a reload.
    const status = page.getByRole('combobox', { name: 'Статус заказа' });
    await expect(status).toHaveText('Новый');
    await status.click();
    await page.getByRole('option', { name: 'Подтверждён' }).click();
    await expect(page.getByText('Статус заказа изменён: «Подтверждён»')).toBeVisible();
    // The trail is written in batches just after the answer: reload until it is there.
    await expect(async () => {
      await second.reload();
      await expect(theirs.getByRole('listitem').filter({ hasText: 'Статус изменён: Подтверждён' })).toContainText(accounts.chief.name, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await other.close();
  }
});
