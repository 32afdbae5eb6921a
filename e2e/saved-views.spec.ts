import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, sameOrigin, useSession, type SessionAccount } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

// The store outlives a run when the app's data directory is not reset: names are per run.
const stamp = () => `${Date.now() % 1_000_000}`;

const viewTabs = (page: Page) => page.getByRole('navigation', { name: 'Виды списка' });

async function openAs(browser: Browser, account: SessionAccount, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, account);
  await page.goto(path);
  await expect(viewTabs(page).getByRole('link', { name: /^Все/ })).toBeVisible();
  return page;
}

async function saveView(page: Page, name: string, shared: boolean): Promise<void> {
  const save = page.getByRole('button', { name: 'Сохранить вид' });
  await hydrated(save);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид' });
  await dialog.getByLabel('Название').fill(name);
  if (shared) {
    await dialog.getByText('Для всей компании').click();
    await expect(dialog.getByLabel('Для всей компании')).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
}

test('a company view saved by one user is a tab with its count for another user of the company, and not for another company', async ({ page, browser }) => {
  const name = `Новые ${stamp()}`;
  await useSession(page, 'chief');
  await page.goto('/orders?status=1');
  await saveView(page, name, true);
  const tab = viewTabs(page).getByRole('link', { name: new RegExp(`^${name}`) });
  // The new tab is the address's view: it shows marked, with the filter's count.
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(tab).toContainText(/\d/);

  const manager = await openAs(browser, 'manager', '/orders');
  const shared = viewTabs(manager).getByRole('link', { name: new RegExp(`^${name}`) });
  const answer = await manager.request.get('/dashboard/v1/chief/market/orders?status=1&perPage=1', { headers: sameOrigin });
  const { data } = (await answer.json()) as { data: { pagination: { total: number } } };
  await expect(shared).toContainText(data.pagination.total.toLocaleString('ru-RU').replace(/\s/g, '\u00a0'));
  await expect(viewTabs(manager).getByRole('button', { name: `Удалить вид «${name}»` })).toHaveCount(0);
  await shared.click();
  await expect(manager).toHaveURL(/\/orders\?status=1$/);
  await expect(shared).toHaveAttribute('aria-current', 'page');
  await expect(manager.getByRole('button', { name: /^Фильтры · 1/ })).toBeVisible();
  await manager.context().close();

  const baker = await openAs(browser, 'baker', '/orders');
  await expect(viewTabs(baker).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  await baker.context().close();

  // Its author deletes it from its tab, after the question.
  await page.getByRole('button', { name: `Удалить вид «${name}»` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Удалить вид «${name}»?`);
  await confirm.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(tab).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\?status=1$/);
});

test('a personal view is seen only by the user who saved it', async ({ page, browser }) => {
  const name = `Мои ${stamp()}`;
  await useSession(page, 'manager');
  await page.goto('/orders?perPage=50');
  await saveView(page, name, false);
  await expect(viewTabs(page).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'page');

  const chief = await openAs(browser, 'chief', '/orders');
  await expect(viewTabs(chief).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  await chief.context().close();

  // The list without the view's page size marks «Все», not the view.
  await viewTabs(page).getByRole('link', { name: /^Все/ }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(viewTabs(page).getByRole('link', { name: /^Все/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: `Удалить вид «${name}»` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да, удалить' }).click();
  await expect(viewTabs(page).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});
