import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { hydrated, sameOrigin, useSession, withUpstreamFault, type UpstreamFault } from './demo';

/**
 * Bulk actions across pages with a failing row, and the CSV export of a filter.
 * The products are this test's own (a unique name); the failure is a demo fault on one of them.
 */

const FAULT_MESSAGE = 'Товар заблокирован складом (демо-сбой)';

/** Ticks a box from the keyboard (its styled square covers the native input, as in every Checkbox). */
async function tick(box: Locator): Promise<void> {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

async function createProducts(page: Page, prefix: string, count: number): Promise<{ id: number; name: string }[]> {
  const categories = await page.request.get('/dashboard/v1/chief/categories/dropout');
  expect(categories.ok()).toBe(true);
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const created: { id: number; name: string }[] = [];
  for (let i = 1; i <= count; i += 1) {
    const name = `${prefix} ${String(i).padStart(2, '0')}`;
    const response = await page.request.post('/dashboard/v1/chief/products', {
      data: { name, description: '', article: '', categoryId, basePrice: 100 + i, inStock: true, isActive: true },
      headers: sameOrigin,
    });
    expect(response.status()).toBe(201);
    created.push({ id: ((await response.json()) as { data: { id: number } }).data.id, name });
  }
  return created;
}

test.describe('bulk deactivation', () => {
  // The one row the demo upstream refuses on purpose answers 500 to the browser.
  test.use({ allowedFailures: [/500 PUT \/dashboard\/v1\/chief\/products\/\d+|console: Failed to load resource: the server responded with a status of 500/] });

  test('20 products selected across two pages are deactivated; the failing one stays selected with its message', async ({ page }) => {
    await useSession(page, 'chief');
    const prefix = `Массовый ${Date.now().toString(36)}`;
    const products = await createProducts(page, prefix, 20);
    const failing = products[6]!;
    const faultPath = `/dashboard/v1/chief/products/${failing.id}`;
    try {
      await withUpstreamFault(page.request, { method: 'PUT', path: faultPath, status: 500, error: FAULT_MESSAGE }, async () => {
        await page.goto(`/catalog/products?search=${encodeURIComponent(prefix)}`);
        await expect(page.getByText('Найдено товаров: 20')).toBeVisible();
        const pageBox = page.getByRole('checkbox', { name: 'Выбрать все на странице' });
        await hydrated(pageBox);
        await tick(pageBox);
        await expect(page.getByText('Выбрано: 15')).toBeVisible();

        await page.getByRole('navigation', { name: 'Пагинация' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(page.getByRole('checkbox', { name: `Выбрать ${products[19]!.name}` })).toBeVisible();
        await tick(page.getByRole('checkbox', { name: 'Выбрать все на странице' }));
        await expect(page.getByText('Выбрано: 20')).toBeVisible();

        await page.getByRole('button', { name: 'Деактивировать' }).click();
        const failures = page.getByRole('alert').filter({ hasText: 'Не удалось обработать (1)' });
        await expect(failures).toContainText(`${failing.name}: ${FAULT_MESSAGE}`);
        await expect(page.getByText('Деактивировано: 19 из 20, с ошибкой 1')).toBeVisible();
        await expect(page.getByText('Выбрано: 1')).toBeVisible();

        // The failed row is on page 1: still selected there, still active; the others are not.
        await page.getByRole('navigation', { name: 'Пагинация' }).getByRole('link', { name: 'Страница 1', exact: true }).click();
        await expect(page.getByRole('checkbox', { name: `Выбрать ${failing.name}` })).toBeChecked();
        await expect(page.getByRole('checkbox', { name: `Выбрать ${products[0]!.name}` })).not.toBeChecked();
        await expect(page.getByRole('switch', { name: `Активность «${failing.name}»` })).toBeChecked();
        await expect(page.getByRole('switch', { name: `Активность «${products[0]!.name}»` })).not.toBeChecked();
      });
    } finally {
      for (const { id } of products) await page.request.delete(`/dashboard/v1/chief/market/products/${id}`, { headers: sameOrigin });
    }
  });
});

const day = (daysAgo: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test('the filtered orders export as an Excel-ready CSV with as many rows as the filter finds', async ({ page }) => {
  await useSession(page, 'chief');
  // Orders other tests place now fall outside this window; it reaches back far enough for several pages.
  await page.goto(`/orders?dateFrom=${day(400)}&dateTo=${day(2)}`);
  const summary = page.getByText(/Найдено заказов: [\d\s]+/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  const exportButton = page.getByRole('button', { name: 'Экспорт' });
  await hydrated(exportButton);
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('№ заказа;Дата;Клиент;Телефон клиента;Получение;Сумма;Оплата;Статус');
  expect(lines.length - 1).toBe(total);
  // Cyrillic survives, dates are DD.MM.YYYY HH:mm and sums use a decimal comma (no dots).
  expect(lines[1]).toMatch(/^[^;]+;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};/);
  expect(lines.slice(1).every((line) => /;(Доставка|Самовывоз);\d+(,\d{1,2})?;(Оплачен|Не оплачен);/.test(line))).toBe(true);
  // A client's phone reads as a phone: no apostrophe for a spreadsheet to show (issue 47).
  expect(lines.slice(1).every((line) => /;(\+7 \d{3} \d{3}-\d{2}-\d{2})?;(Доставка|Самовывоз);/.test(line))).toBe(true);
  expect(lines.some((line) => /;\+7 \d{3} \d{3}-\d{2}-\d{2};/.test(line))).toBe(true);
  expect(text).not.toContain(";'+7");
  await expect(page.getByText(/Файл orders-.*\.csv выгружен: строк/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the selection boxes, the bulk bar and the export are reachable at 390 px without widening the page', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/orders');
    const pageBox = page.getByRole('checkbox', { name: 'Выбрать все на странице' });
    await hydrated(pageBox);
    await tick(pageBox);
    const bar = page.getByRole('region', { name: 'Действия с выбранными' });
    await expect(bar.getByText('Выбрано: 15')).toBeVisible();
    await expect(bar.getByRole('combobox', { name: 'Новый статус' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Изменить статус' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Экспорт' })).toBeVisible();
    for (const control of [bar.getByRole('button', { name: 'Снять выбор' }), page.getByRole('button', { name: 'Экспорт' })]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth))).toBeLessThanOrEqual(390);
    await bar.getByRole('button', { name: 'Снять выбор' }).click();
    await expect(bar).toHaveCount(0);
  });
});

test.describe('an export that cannot finish', () => {
  const ordersPath = '/dashboard/v1/chief/market/orders';
  // Page 2 of this test's own filter (a minimum total no other test uses) is made to fail or to
  // hang in the demo upstream; the screen must say what happened and save nothing.
  const withFault = (page: Page, fault: Omit<UpstreamFault, 'method' | 'path'>, run: () => Promise<void>) =>
    withUpstreamFault(page.request, { method: 'GET', path: ordersPath, ...fault }, run);

  async function openOrders(page: Page, minTotal: string): Promise<{ downloads: () => number }> {
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.goto(`/orders?minTotal=${minTotal}`);
    const summary = page.getByText(/Найдено заказов: [\d\s]+/);
    await expect(summary).toBeVisible();
    // More than one export page (100 rows), so the fault falls in the middle of the file.
    expect(Number((await summary.innerText()).replace(/\D/g, ''))).toBeGreaterThan(100);
    await hydrated(page.getByRole('button', { name: 'Экспорт' }));
    return { downloads: () => downloads };
  }

  test.describe('breaking off', () => {
    // The browser reports the answer that broke off mid-body; the server logs the failed page.
    test.use({ allowedFailures: [/ERR_INCOMPLETE_CHUNKED_ENCODING/] });

    test('a failure after the first page says so in Russian and saves no file', async ({ page }) => {
      await useSession(page, 'chief');
      await withFault(page, { query: { page: '2', per_page: '100', min_total: '7' }, status: 500, error: 'Сбой выгрузки (демо)' }, async () => {
        const { downloads } = await openOrders(page, '7');
        await page.getByRole('button', { name: 'Экспорт' }).click();
        await expect(page.getByText('Не удалось выгрузить файл. Выгрузка прервана: сервер перестал отдавать данные. Попробуйте ещё раз')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Экспорт' })).toBeVisible();
        expect(downloads()).toBe(0);
      });
    });
  });

  test('a cancelled export stops at once, says so and saves no file', async ({ page }) => {
    await useSession(page, 'chief');
    await withFault(page, { query: { page: '2', per_page: '100', min_total: '8' }, delayMs: 30_000 }, async () => {
      const { downloads } = await openOrders(page, '8');
      await page.getByRole('button', { name: 'Экспорт' }).click();
      // The first page has arrived; the second hangs upstream. The export's code loads on the
      // press and the page is 100 full orders: on a loaded CI machine that took more than 7 s once.
      await expect(page.getByRole('status').filter({ hasText: /Выгружено 100 из/ })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Отменить выгрузку' }).click();
      await expect(page.getByText('Выгрузка отменена')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Экспорт' })).toBeVisible();
      expect(downloads()).toBe(0);
    });
  });
});
