import { formatMoney } from '../lib/format/format';
import { createSeed } from '../mocks/seed';
import { expect, test, type Page } from './fixtures';
import { accounts, enterCode, hydrated, useSession, withCodeLock, expectWentBackUnavailable } from './demo';

// The demo data is deterministic, so the expected numbers come from the same seed.
const seed = createSeed();
const sumOf = (payments: typeof seed.platform_payments) => payments.reduce((sum, p) => sum + p.amount, 0);

async function openFilter(page: Page) {
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  return page.getByRole('group', { name: 'Фильтр' });
}

/** Data rows of the first table of the page (the header row is left out). */
const bodyRows = (page: Page) => page.locator('table').first().locator('tbody tr');

test('the administrator signs in, searches and filters the companies, and opens one', async ({ page }) => {
  await page.goto('/admin/login');
  await withCodeLock(accounts.admin.phone, async () => {
    await page.getByLabel('E-mail').fill(accounts.admin.email);
    await page.getByLabel('Пароль', { exact: true }).fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
    await enterCode(page, accounts.admin);
  });
  await expect(page).toHaveURL('/admin/companies');
  await expect(page.getByText(`Найдено компаний: ${seed.companies.length}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(15);

  await page.getByLabel('Поиск').fill('утро');
  await page.getByLabel('Поиск').press('Enter');
  await expect(page).toHaveURL(/\/admin\/companies\?search=%D1%83%D1%82%D1%80%D0%BE$/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Кофейня «Утро»' })).toBeVisible();

  await page.getByRole('button', { name: 'Сбросить фильтр' }).click();
  await expect(page).toHaveURL('/admin/companies');
  const panel = await openFilter(page);
  await panel.getByRole('combobox', { name: 'Статус приложения' }).click();
  await page.getByRole('option', { name: 'Отклонено' }).click();
  await panel.getByText('Нет', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Нет' })).toBeChecked();
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL('/admin/companies?appState=rejected&active=false');
  const expected = seed.companies.filter((c) => c.app_state === 'rejected' && !c.is_active);
  await expect(page.getByText(`Найдено компаний: ${expected.length}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(expected.length);
  for (const row of await bodyRows(page).all()) {
    await expect(row).toContainText('Отклонено');
    await expect(row).toContainText('Не активна');
  }

  await page.reload();
  await expect(bodyRows(page)).toHaveCount(expected.length);
  await page.getByRole('link', { name: 'Суши-бар «Васаби»' }).click();
  await expect(page).toHaveURL('/admin/companies/6');
  await expect(page.getByRole('heading', { name: 'Суши-бар «Васаби»', level: 1 })).toBeVisible();
  for (const section of ['Контакты', 'Юридические данные', 'Приложение', 'Подписка', 'Пользователи']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL('/admin/companies?appState=rejected&active=false');
});

test('the first page of companies, the card and the finance totals are in the server-rendered HTML', async ({ page }) => {
  await useSession(page, 'admin');
  const newest = [...seed.companies].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
  const list = await (await page.request.get('/admin/companies')).text();
  // React separates text parts with '<!-- -->'; booleans keep a failure message short.
  expect(new RegExp(`Найдено компаний: (<!-- -->)?${seed.companies.length}<`).test(list)).toBe(true);
  expect(list.includes(`>${newest.name}</a>`)).toBe(true);
  const card = await (await page.request.get('/admin/companies/1')).text();
  expect(card.includes('>anna@demo.ru<')).toBe(true);
  const finance = await (await page.request.get('/admin/finance')).text();
  expect(finance.includes(`>${formatMoney(sumOf(seed.platform_payments))}<`)).toBe(true);
});

test.describe('an unknown company id', () => {
  test.use({ allowedFailures: [/404 GET \/admin\/companies\/9999|status of 404/] });

  test('goes back to the list, which says «Запись не найдена или недоступна» (§8 failed pre-load)', async ({ page }) => {
    await useSession(page, 'admin');
    await page.goto('/admin/companies/9999');
    await expectWentBackUnavailable(page, '/admin/companies');
  });
});

test('the administrator changes a company app state and deactivates it after confirming', async ({ page }) => {
  const target = seed.companies.find((c) => c.id > 12 && c.app_state === 'published' && c.is_active)!;
  await useSession(page, 'admin');
  await page.goto(`/admin/companies/${target.id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();

  const appState = page.getByRole('combobox', { name: 'Статус приложения' });
  await hydrated(appState);
  await appState.click();
  await page.getByRole('option', { name: 'На модерации' }).click();
  await expect(page.getByText('Статус приложения изменён')).toBeVisible();
  await expect(header).toContainText('На модерации');

  await page.getByRole('button', { name: 'Деактивировать компанию' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(header).toContainText('Активна');
  await page.getByRole('button', { name: 'Деактивировать компанию' }).click();
  await dialog.getByRole('button', { name: 'Да, деактивировать' }).click();
  await expect(page.getByText('Компания деактивирована')).toBeVisible();
  await expect(header).toContainText('Не активна');

  await page.reload();
  await expect(header).toContainText('Не активна');
  await expect(header).toContainText('На модерации');
  await page.getByRole('button', { name: 'Активировать компанию' }).click();
  await expect(page.getByText('Компания активирована')).toBeVisible();
  await expect(header).not.toContainText('Не активна');
});

test('finance totals and the chart follow the period', async ({ page }) => {
  const all = seed.platform_payments;
  const july = all.filter((p) => p.paid_at.startsWith('2026-07'));
  await useSession(page, 'admin');
  await page.goto('/admin/finance');
  await expect(page.getByTestId('finance-sum')).toHaveText(formatMoney(sumOf(all)));
  await expect(page.getByTestId('finance-count')).toHaveText(String(all.length));
  await expect(page.getByRole('figure', { name: 'Выручка по месяцам' })).toBeVisible();

  const panel = await openFilter(page);
  await panel.getByLabel('Период с').pressSequentially('01072026');
  await panel.getByLabel('Период по').pressSequentially('31072026');
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL('/admin/finance?dateFrom=2026-07-01&dateTo=2026-07-31');
  await expect(page.getByTestId('finance-sum')).toHaveText(formatMoney(sumOf(july)));
  await expect(page.getByTestId('finance-count')).toHaveText(String(july.length));
  await expect(page.getByRole('figure', { name: 'Выручка по дням' })).toBeVisible();

  await page.getByText('Показать таблицей').click();
  const days = new Set(july.map((p) => p.paid_at.slice(0, 10)));
  await expect(page.locator('figure table tbody tr')).toHaveCount(days.size);
  const payments = page.getByRole('heading', { name: 'Платежи' }).locator('xpath=following-sibling::*').locator('tbody tr');
  await expect(payments).toHaveCount(Math.min(15, july.length));
  for (const row of await payments.all()) await expect(row).toContainText('.07.2026');
});

test('the administrator saves a setting, and leaving with unsaved changes asks first', async ({ page }) => {
  // Wide enough for the side menu to stay open (§9 notebook breakpoint).
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSession(page, 'admin');
  await page.goto('/admin/settings');
  const trial = page.getByLabel('Пробный период, дней');
  // Typed only into a hydrated form: text typed before can be replaced by the form's values.
  await hydrated(trial);
  const next = (await trial.inputValue()) === '21' ? '28' : '21';
  await trial.fill(next);
  await page.getByLabel('Комиссия платформы, %').fill('101');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Комиссия должна быть числом от 0 до 100')).toBeVisible();
  await page.getByLabel('Комиссия платформы, %').fill('5');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();
  await page.reload();
  await expect(trial).toHaveValue(next);
  await hydrated(trial);

  await trial.fill('3');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Финансы' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Есть несохранённые изменения');
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(trial).toHaveValue('3');
});
