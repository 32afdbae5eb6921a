import { expect, test } from './fixtures';
import { demo, sameOrigin, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

/** The chief's company in the demo seed. */
const CHIEF_COMPANY = 1;

test("an order's new status shows at once on home's «Ждут действия» and in the orders list", async ({ page }) => {
  await useSession(page, 'chief');
  const order = await demo.placeOrder(page.request, CHIEF_COMPANY);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const needsAction = page.getByTestId('summary-needsAction');

  // Home first, so its figures are in the BFF's short cache when the status changes.
  await page.goto('/');
  await expect(needsAction).toContainText(/\d/);

  await page.goto(`/orders/${order.id}`);
  const status = page.getByRole('combobox', { name: 'Статус заказа' });
  await expect(status).toHaveText('Новый');
  await status.click();
  await page.getByRole('option', { name: 'Подтверждён' }).click();
  await expect(page.getByText('Статус заказа изменён: «Подтверждён»')).toBeVisible();

  // What the upstream holds now: the orders still waiting, counted by the same filter home links to.
  await menu.getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL('/');
  const href = await needsAction.getAttribute('href');
  const filter = new URL(href!, page.url()).searchParams.get('status')!;
  const waiting = await page.request.get(`/dashboard/v1/chief/market/orders?status=${filter}&perPage=1`, { headers: sameOrigin });
  const { data } = (await waiting.json()) as { data: { pagination: { total: number } } };
  await expect(needsAction.getByText(String(data.pagination.total), { exact: true })).toBeVisible();

  await menu.getByRole('link', { name: /^Заказы/ }).click();
  await expect(page).toHaveURL('/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Заказ № ${order.number}` }) });
  await expect(row).toContainText('Подтверждён');
});

test('a product renamed on its page shows its new name in the list after Back', async ({ page }) => {
  await useSession(page, 'chief');
  const tag = Date.now().toString(36);
  const name = `Обратный путь ${tag}`;
  await page.goto('/catalog/products/create');
  await page.getByLabel('Наименование').fill(name);
  await page.getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Базовая цена, ₽').fill('100');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page).toHaveURL(/\/catalog\/products\/\d+$/);

  await page.goto(`/catalog/products?search=${encodeURIComponent(tag)}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\/products\/\d+$/);
  const field = page.getByLabel('Наименование');
  await expect(field).toHaveValue(name);
  await field.fill(`${name} переименован`);
  await page.getByRole('form', { name }).getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Изменения сохранены').first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/catalog\/products\?search=/);
  await expect(page.getByRole('link', { name: `${name} переименован`, exact: true })).toBeVisible();
});
