import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, sameOrigin, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Two users of company 1 (the chief and «manager») edit the same record in two browsers; the
 * one who saves second is asked before overwriting, and neither loses what was typed.
 */

/** A second browser, for the other user; signed in by the caller (`useSession`). */
async function secondBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
}

/** A client of company 1 the other specs do not edit: the last one of the first 100. */
async function quietClient(page: Page): Promise<number> {
  const answer = await page.request.get('/dashboard/v1/chief/customers?page=1&perPage=100', { headers: sameOrigin });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { data?: { id: number }[] } | { id: number }[] };
  const rows = Array.isArray(data) ? data : (data.data ?? []);
  expect(rows.length).toBeGreaterThan(3);
  return rows.at(-1)!.id;
}

async function openClient(page: Page, id: number): Promise<void> {
  await page.goto(`/clients/${id}`);
  await hydrated(page.getByLabel('Комментарий'));
}

async function saveComment(page: Page, text: string): Promise<void> {
  await page.getByLabel('Комментарий').fill(text);
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
}

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Данные изменились' });

test('a client saved by one user: the other is shown what changed, «Загрузить новые данные» and «Сохранить мои изменения» both work', async ({ page, browser }) => {
  const stamp = Date.now() % 1_000_000;
  await useSession(page, 'chief');
  const id = await quietClient(page);
  const manager = await secondBrowser(browser);
  await useSession(manager, 'manager');
  await openClient(page, id);
  await openClient(manager, id);

  // The chief saves first: nobody changed the client since the card opened.
  await saveComment(page, `Анна ${stamp}`);
  await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
  await expect(conflictDialog(page)).toHaveCount(0);

  // The manager's card opened before that save: nothing is sent, the dialog names the change.
  await saveComment(manager, `Олег ${stamp}`);
  const dialog = conflictDialog(manager);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Комментарий/ })).toHaveText(`КомментарийАнна ${stamp} (изменено)Олег ${stamp}`);
  await dialog.getByRole('button', { name: 'Загрузить новые данные' }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByLabel('Комментарий')).toHaveValue(`Анна ${stamp}`);

  // On top of the loaded record the manager's save goes through at once.
  await saveComment(manager, `Анна ${stamp}, Олег`);
  await expect(manager.getByText('Данные клиента сохранены')).toBeVisible();
  await expect(conflictDialog(manager)).toHaveCount(0);

  // Now the chief's card is the stale one: «Сохранить мои изменения» saves it anyway.
  await saveComment(page, `Анна ${stamp} — итог`);
  const chiefDialog = conflictDialog(page);
  await expect(chiefDialog.getByRole('row', { name: /Комментарий/ })).toHaveText(`КомментарийАнна ${stamp}, Олег (изменено)Анна ${stamp} — итог`);
  await chiefDialog.getByRole('button', { name: 'Сохранить мои изменения' }).click();
  await expect(chiefDialog).toBeHidden();
  // (The chief's first save may still show its own toast: the upstream tells instead.)
  const storedComment = async () => {
    const saved = await page.request.get(`/dashboard/v1/chief/customers/${id}`, { headers: sameOrigin });
    return ((await saved.json()) as { data: { comment: string } }).data.comment;
  };
  await expect.poll(storedComment).toBe(`Анна ${stamp} — итог`);
  await expect(page.getByLabel('Комментарий')).toHaveValue(`Анна ${stamp} — итог`);
  await manager.context().close();
});

test('an order changed in another browser while its edit popup was open: «Загрузить новые данные» shows it in the popup and on the card', async ({ page, browser }) => {
  const stamp = Date.now() % 1_000_000;
  await useSession(page, 'chief');
  // A seeded order (oldest first; other specs add and import new ones), not the first rows, which
  // other specs change.
  const answer = await page.request.get('/dashboard/v1/chief/market/orders?page=1&perPage=10&sort=created_at', { headers: sameOrigin });
  const { data } = (await answer.json()) as { data: { data?: { id: number }[] } | { id: number }[] };
  const id = (Array.isArray(data) ? data : (data.data ?? [])).at(-2)!.id;
  const manager = await secondBrowser(browser);
  await useSession(manager, 'manager');

  const openPopup = async (who: Page) => {
    await who.goto(`/orders/${id}`);
    const edit = who.getByRole('button', { name: 'Изменить заказ' });
    await hydrated(edit);
    await edit.click();
    return who.getByRole('dialog', { name: /^Изменить заказ №/ });
  };
  const chiefPopup = await openPopup(page);
  const managerPopup = await openPopup(manager);
  await managerPopup.getByLabel('Комментарий').fill(`Олег ${stamp}`);
  await managerPopup.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(managerPopup).toBeHidden();

  await chiefPopup.getByLabel('Комментарий').fill(`Анна ${stamp}`);
  await chiefPopup.getByRole('button', { name: 'Сохранить изменения' }).click();
  const dialog = conflictDialog(page);
  await expect(dialog.getByRole('row', { name: /Комментарий/ })).toHaveText(`КомментарийОлег ${stamp} (изменено)Анна ${stamp}`);
  await dialog.getByRole('button', { name: 'Загрузить новые данные' }).click();
  await expect(dialog).toBeHidden();
  await expect(chiefPopup.getByLabel('Комментарий')).toHaveValue(`Олег ${stamp}`);
  await expect(page.getByRole('region', { name: 'Данные заказа' })).toContainText(`Олег ${stamp}`);
  await chiefPopup.getByRole('button', { name: 'Отмена' }).click();
  await expect(chiefPopup).toBeHidden();
  await manager.context().close();
});
