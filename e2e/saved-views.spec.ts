import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, sameOrigin, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

// The store outlives a run when the app's data directory is not reset: names are per run.
const stamp = () => `${Date.now() % 1_000_000}`;

const viewTabs = (page: Page) => page.getByRole('navigation', { name: 'Виды списка' });

/** A second browser, for another account; signed in by the caller (`useSession`). */
async function anotherBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function openOrders(page: Page): Promise<void> {
  await page.goto('/orders');
  await expect(viewTabs(page).getByRole('link', { name: /^Все/ })).toBeVisible();
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

  const manager = await anotherBrowser(browser);
  await useSession(manager, 'manager');
  await openOrders(manager);
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

  const baker = await anotherBrowser(browser);
  await useSession(baker, 'baker');
  await openOrders(baker);
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

  const chief = await anotherBrowser(browser);
  await useSession(chief, 'chief');
  await openOrders(chief);
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

test.describe('a name already taken', () => {
  // The refusal is the point of the test. One pattern: a two-element array would be read as a
  // fixture's [value, options] pair.
  test.use({ allowedFailures: [/422 POST \/dashboard\/own\/views|status of 422 .*\/dashboard\/own\/views/] });
  // Two saves, a refusal and a delete, then the page checks: more than 30 s on a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test('is refused with one message, under «Название», not a second one in a box', async ({ page }) => {
    const name = `Дубль ${stamp()}`;
    await useSession(page, 'manager');
    // A query of its own: another test marks its view as the address's by /orders?perPage=50.
    await page.goto('/orders?perPage=100&sort=number');
    await saveView(page, name, false);
    const save = page.getByRole('button', { name: 'Сохранить вид' });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Сохранить вид' });
    await dialog.getByLabel('Название').fill(name);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByLabel('Название')).toHaveAccessibleDescription('Вид с таким названием уже есть');
    await expect(dialog.getByText('Вид с таким названием уже есть')).toHaveCount(1);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Удалить вид «${name}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Да, удалить' }).click();
    await expect(viewTabs(page).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tabs scroll sideways, with a hint while more are hidden', async ({ page }) => {
    await useSession(page, 'baker');
    const run = stamp();
    const ids: number[] = [];
    for (const status of [1, 2, 3, 4]) {
      const response = await page.request.post('/dashboard/own/views', {
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        data: { list: 'orders', name: `Статус ${status} · ${run}`, query: `status=${status}`, shared: false },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { data: { id: number } }).data.id);
    }
    await openOrders(page);
    const row = viewTabs(page).locator('[data-scroll-region]');
    const hint = viewTabs(page).locator('[data-scroll-hint="end"]');
    await expect(hint).toBeVisible();
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Tabbing to the last tab brings it into view; at the end nothing more is hidden.
    await viewTabs(page).getByRole('button', { name: `Удалить вид «Статус 4 · ${run}»` }).focus();
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(hint).toBeHidden();
    for (const id of ids) {
      expect((await page.request.delete(`/dashboard/own/views/${id}`, { headers: sameOrigin })).status()).toBe(200);
    }
  });
});
