import { expect, test, type Page } from './fixtures';
import { accounts, hydrated, useSession, expectWentBackUnavailable } from './demo';
import { E2E } from './env';
import { PHONE } from './phone';

test.use({ viewport: { width: 1440, height: 900 } });

const pad = (n: number) => String(n).padStart(2, '0');
const typed = (d: Date) => `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}`;
const apiDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const shownDay = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;

/** 'DD.MM.YYYY / HH:mm' of a row back into a comparable yyyy-MM-dd. */
const rowDay = (text: string) => {
  const [, day, month, year] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text)!;
  return `${year}-${month}-${day}`;
};
const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function openFilter(page: Page) {
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  return page.getByRole('group', { name: 'Фильтр' });
}

test('orders are filtered by two statuses, a client, a total range and a period; a reload keeps it', async ({ page }) => {
  await useSession(page, 'chief');
  // The demo's first client orders often, across statuses.
  const client = ((await (await page.request.get('/dashboard/v1/chief/customers/1')).json()) as { data: { name: string } }).data.name;
  const from = new Date(Date.now() - 150 * 86_400_000);
  const to = new Date();

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(16);
  const panel = await openFilter(page);
  await panel.getByText('Новый', { exact: true }).click();
  await panel.getByText('Выполнен', { exact: true }).click();
  await panel.getByRole('combobox', { name: 'Клиент' }).fill(client.split(' ')[0]!);
  await page.getByRole('option', { name: client }).click();
  await panel.getByLabel('Сумма от').fill('1000');
  await panel.getByLabel('Сумма от').press('Tab');
  await expect(panel.getByLabel('Сумма от')).toHaveValue('1 000');
  await panel.getByLabel('Сумма до').fill('20000');
  await panel.getByLabel('Сумма до').press('Tab');
  await expect(panel.getByLabel('Сумма до')).toHaveValue('20 000');
  // A reversed period cannot be applied.
  await panel.getByLabel('Период с').pressSequentially(typed(to));
  await panel.getByLabel('Период по').pressSequentially(typed(from));
  await expect(panel.getByText('Дата начала не может быть позже даты окончания')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Применить' })).toBeDisabled();
  await panel.getByLabel('Период с').fill('');
  await panel.getByLabel('Период с').pressSequentially(typed(from));
  await panel.getByLabel('Период по').fill('');
  await panel.getByLabel('Период по').pressSequentially(typed(to));
  await panel.getByRole('button', { name: 'Применить' }).click();

  const expected = new URLSearchParams({
    status: '1,5',
    user: '1',
    minTotal: '1000',
    maxTotal: '20000',
    dateFrom: apiDay(from),
    dateTo: apiDay(to),
  });
  await expect(page).toHaveURL(`/orders?${expected.toString()}`);

  const check = async () => {
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Заказ №/ }) });
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      // The first cell is the row's selection box (bulk actions).
      const cells = (await rows.nth(i).getByRole('cell').allInnerTexts()).slice(1);
      expect(cells[2]).toContain(client);
      expect(['Новый', 'Выполнен']).toContain(cells[6]!.trim());
      expect(money(cells[4]!)).toBeGreaterThanOrEqual(1000);
      expect(money(cells[4]!)).toBeLessThanOrEqual(20000);
      expect(rowDay(cells[1]!) >= apiDay(from) && rowDay(cells[1]!) <= apiDay(to)).toBe(true);
    }
    return count;
  };
  const count = await check();

  await page.reload();
  await expect(page).toHaveURL(`/orders?${expected.toString()}`);
  expect(await check()).toBe(count);
  const reopened = await openFilter(page);
  await expect(reopened.getByRole('checkbox', { name: 'Новый' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Выполнен' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Отменён' })).not.toBeChecked();
  await expect(reopened.getByRole('combobox', { name: 'Клиент' })).toHaveValue(client);
  await expect(reopened.getByLabel('Сумма от')).toHaveValue('1 000');
  await expect(reopened.getByLabel('Период с')).toHaveValue(shownDay(from));
  await expect(reopened.getByLabel('Период по')).toHaveValue(shownDay(to));

  await reopened.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page).toHaveURL('/orders');
});

/** The demo upstream's log: the min_total of the orders list calls made since `since`. */
async function upstreamMinTotals(page: Page, since: Date): Promise<string[]> {
  const response = await page.request.get(`${E2E.upstreamUrl}/__demo/requests`);
  const log = (await response.json()) as { requests: { path: string; query: Record<string, string>; at: string }[] };
  return log.requests
    .filter((r) => r.path === '/dashboard/v1/chief/market/orders' && r.query.min_total !== undefined && Date.parse(r.at) >= since.getTime())
    .map((r) => r.query.min_total!);
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', PHONE],
] as const) {
  test.describe(`the total filter reads money as the forms do (${name})`, () => {
    test.use({ viewport, hasTouch: name === 'phone' });

    test(`kopecks stay kopecks and a negative amount is refused with a message, at ${viewport.width} px`, async ({ page }) => {
      await useSession(page, 'chief');
      await page.goto('/orders');
      await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();
      const panel = await openFilter(page);
      const from = panel.getByLabel('Сумма от');
      await from.fill('-5');
      // Said at once, under the field, and the filter cannot be applied: not silently 5.
      await expect(from).toHaveAccessibleDescription('Поле "Сумма от" не может быть отрицательным');
      await expect(panel.getByText('Поле "Сумма от" не может быть отрицательным')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Применить' })).toBeDisabled();
      await from.fill('1 990,50');
      await from.press('Tab');
      await expect(from).toHaveValue('1 990,50');
      await expect(from).not.toHaveAttribute('aria-invalid', 'true');
      const since = new Date();
      await panel.getByRole('button', { name: 'Применить' }).click();

      await expect(page).toHaveURL('/orders?minTotal=1990.50');
      // What is shown is what is sent: the chip, the panel and the upstream's min_total agree.
      await expect(page.getByRole('list', { name: 'Активные фильтры' }).getByRole('listitem')).toHaveText(['Сумма от: 1 990,50 ₽']);
      await expect.poll(() => upstreamMinTotals(page, since)).toContain('1990.50');
      expect(await upstreamMinTotals(page, since)).not.toContain('199050');
      const summary = page.getByText(/Найдено заказов: [\d\s]+/);
      await expect(summary).toBeVisible();
      expect(Number((await summary.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
      const reopened = await openFilter(page);
      await expect(reopened.getByLabel('Сумма от')).toHaveValue('1 990,50');
    });
  });
}

test('an order: status, line quantity, a new line added and deleted, a payment link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Another company than the filter test's, so the two can run side by side.
  await useSession(page, 'baker');
  await page.goto('/orders');
  const panel = await openFilter(page);
  await panel.getByText('Новый', { exact: true }).click();
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/status=\d+$/);
  const link = page.getByRole('link', { name: /^Заказ №/ }).first();
  const number = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { name: `Заказ № ${number}` })).toBeVisible();

  // Status: saved on choice, kept after a reload.
  const status = page.getByRole('combobox', { name: 'Статус заказа' });
  await expect(status).toHaveText('Новый');
  await status.click();
  await page.getByRole('option', { name: 'Подтверждён' }).click();
  await expect(page.getByText('Статус заказа изменён: «Подтверждён»')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Статус заказа' })).toHaveText('Подтверждён');

  // A line's quantity: the line and the order totals follow.
  const lines = page.getByRole('region', { name: 'Состав заказа' });
  const total = page.getByTestId('order-total');
  const before = money(await total.innerText());
  const firstRow = lines.getByRole('row').nth(1);
  const price = money(await firstRow.getByRole('cell').nth(1).innerText());
  const quantity = firstRow.getByRole('textbox', { name: /^Количество/ });
  const oldQuantity = Number(await quantity.inputValue());
  const newQuantity = oldQuantity + 2;
  await quantity.fill(String(newQuantity));
  await quantity.press('Enter');
  await expect(page.getByText(/^Позиция «.+» изменена$/)).toBeVisible();
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText(`${(price * newQuantity).toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽`);
  await expect.poll(async () => money(await total.innerText())).toBeGreaterThanOrEqual(before + price * 2 - 290);

  // A new line, then deleted again.
  await lines.getByRole('button', { name: 'Добавить позицию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая позиция' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Поле "Наименование" является обязательным')).toBeVisible();
  await dialog.getByLabel('Наименование').fill('Торт «Тестовый»');
  await dialog.getByLabel('Цена, ₽').fill('1500');
  await dialog.getByLabel('Количество').fill('2');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
  const added = lines.getByRole('row', { name: /Торт «Тестовый»/ });
  await expect(added).toContainText('3 000 ₽');
  await added.getByRole('button', { name: 'Удалить позицию «Торт «Тестовый»»' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтвердите действие' });
  await confirm.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(lines.getByRole('row', { name: /Торт «Тестовый»/ })).toHaveCount(0);

  // A payment link with a copy button.
  const payment = page.getByRole('region', { name: 'Оплата' });
  await payment.getByRole('combobox', { name: 'Платёжная система' }).click();
  await page.getByRole('option', { name: 'Т-Касса' }).click();
  await payment.getByRole('button', { name: 'Создать ссылку на оплату' }).click();
  const linkField = payment.getByLabel('Ссылка на оплату');
  await expect(linkField).toHaveValue(/^https:\/\/pay\.demo-shop\.ru\/p\/\d+-[0-9a-z]{8}$/);
  await payment.getByRole('button', { name: 'Скопировать' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await linkField.inputValue());
  await expect(page.getByRole('region', { name: 'Данные заказа' })).toContainText('Т-Касса');

  // The timeline: creation from the upstream, then every change from the BFF's audit trail with
  // who made it, shared by every browser (written within ~100 ms of each answer).
  const timeline = page.getByRole('region', { name: 'История заказа' }).getByRole('listitem');
  await expect(async () => {
    await page.reload();
    await expect(timeline.filter({ hasText: 'Отправлена ссылка на оплату (Т-Касса)' })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(timeline.first()).toContainText('Заказ создан');
  await expect(timeline.filter({ hasText: 'Статус изменён: Подтверждён' })).toContainText(accounts.baker.name);
  await expect(timeline.filter({ hasText: 'Позиция изменена' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: 'Добавлена позиция' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: 'Позиция удалена' })).toHaveCount(1);
});

test.describe('an order id that is not ours', () => {
  // The page itself answers 404, as a not-found page should.
  test.use({ allowedFailures: [/404 GET \/orders\/\w+|status of 404/] });

  test('an unknown or another company\'s order goes back to the list with «Запись не найдена или недоступна»; a malformed id is not found', async ({ page }) => {
    // An order of the baker's company, opened by the chief of another one.
    await useSession(page, 'baker');
    const theirs = await page.request.get('/dashboard/v1/chief/market/orders?perPage=1');
    const foreign = ((await theirs.json()) as { data: { data: Array<{ id: number }> } }).data.data[0]!.id;
    await useSession(page, 'chief');
    for (const id of [999999, foreign]) {
      await page.goto(`/orders/${id}`);
      await expectWentBackUnavailable(page, '/orders');
    }
    const response = await page.goto('/orders/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Заказ не найден', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться к заказам' }).click();
    await expect(page).toHaveURL('/orders');
  });
});

test('focusing the search opens the filter panel (§2); typing a number applies the search, which closes it, and finds the order', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/orders');
  const number = (await page.getByRole('row').nth(1).getByRole('link').first().innerText()).replace(/\D/g, '');
  const search = page.getByRole('searchbox', { name: 'Поиск' });
  await hydrated(search);
  await search.click();
  await expect(page.getByRole('group', { name: 'Фильтр' })).toBeVisible();
  await search.pressSequentially(number, { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`/orders\\?search=${number}$`));
  await expect(page.getByRole('group', { name: 'Фильтр' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link') }).first()).toContainText(number);
});

test('an order card and a product card name their record in the tab title', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/orders');
  const link = page.getByRole('row').nth(1).getByRole('link').first();
  const number = (await link.innerText()).replace(/\D/g, '');
  await link.click();
  await expect(page).toHaveTitle(`Заказ №${number} · Панель управления`);
  await page.goto('/catalog/products');
  const product = page.getByRole('row').filter({ has: page.getByRole('link') }).first().getByRole('link').first();
  const name = (await product.innerText()).trim();
  await product.click();
  await expect(page).toHaveURL(/\/catalog\/products\/\d+$/);
  await expect(page).toHaveTitle(`Товар «${name.replace(/«/g, '„').replace(/»/g, '“')}» · Панель управления`);
});
