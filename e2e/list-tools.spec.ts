import { expect, test, type Page } from './fixtures';
import { holdScripts, hydrated, reactListening, useSession } from './demo';

/**
 * The list tools against the demo upstream: column sorting, the page size, the
 * 'Фильтры' button with its count and the removable filter chips. Read-only: the shared e2e
 * data is only listed, never changed.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The texts of one column of the rows on screen, found by its header (other helpers may add columns). */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column «${header}» in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return page.locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), index);
}

const ordered = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

test('orders sort by total both ways from the column header, and back to their own order', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/orders');
  const header = page.getByRole('columnheader', { name: 'Сумма' });
  const button = header.getByRole('button', { name: 'Сумма' });
  await hydrated(button);
  await expect(header).toHaveAttribute('aria-sort', 'none');

  await button.click();
  await expect(page).toHaveURL(/[?&]sort=total(&|$)/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await columnTexts(page, 'Сумма')).map(money);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ordered(ascending, 'asc'), ascending.join(', ')).toBe(true);

  // The keyboard works the same button.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=-total(&|$)/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = (await columnTexts(page, 'Сумма')).map(money);
  expect(ordered(descending, 'desc'), descending.join(', ')).toBe(true);
  expect(descending[0]!).toBeGreaterThan(ascending[0]!);

  await button.click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(header).toHaveAttribute('aria-sort', 'none');
});

test('page size 50 shows up to 50 products and stays in the URL', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/catalog/products');
  await expect(page.locator('tbody tr')).toHaveCount(15);
  const size = page.getByRole('combobox', { name: 'Показывать по' });
  await hydrated(size);
  await size.click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(page).toHaveURL(/[?&]perPage=50(&|$)/);
  // The demo catalogue has far more than 50 products.
  await expect(page.locator('tbody tr')).toHaveCount(50);
  await page.reload();
  await expect(page.locator('tbody tr')).toHaveCount(50);
  await expect(page.getByRole('combobox', { name: 'Показывать по' })).toHaveText('50');
});

test('a chip removes just its filter; the button counts the filters applied', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/orders?status=1&minTotal=1000');
  const chips = page.getByRole('list', { name: 'Активные фильтры' });
  await expect(chips.getByRole('listitem')).toHaveText(['Статус: Новый', 'Сумма от: 1 000 ₽']);
  await expect(page.getByRole('button', { name: 'Фильтры · 2' })).toHaveAccessibleDescription('Активных фильтров: 2');
  const remove = chips.getByRole('button', { name: 'Убрать фильтр «Сумма от: 1 000 ₽»' });
  await hydrated(remove);
  await remove.click();
  await expect(page).not.toHaveURL(/minTotal/);
  await expect(page).toHaveURL(/[?&]status=1(&|$)/);
  await expect(chips.getByRole('listitem')).toHaveText(['Статус: Новый']);
  await expect(page.getByRole('button', { name: 'Фильтры · 1' })).toHaveAccessibleDescription('Активных фильтров: 1');
  // Every row left is a new order.
  for (const status of await columnTexts(page, 'Статус')) expect(status).toContain('Новый');
});

test('products are filtered by category from the "Фильтры" button', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/catalog/products');
  const button = page.getByRole('button', { name: 'Фильтры' });
  await hydrated(button);
  await button.click();
  const panel = page.getByRole('group', { name: 'Фильтр' });
  await panel.getByRole('combobox', { name: 'Категория' }).fill('Холодный');
  await page.getByRole('option', { name: 'Холодный кофе' }).click();
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/[?&]parentId=\d+/);
  await expect(page.getByRole('list', { name: 'Активные фильтры' }).getByRole('listitem')).toHaveText(['Категория: Холодный кофе']);
  const categories = await columnTexts(page, 'Категория');
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) expect(category).toBe('Холодный кофе');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/orders?status=1,5&minTotal=1000&maxTotal=200000&search=%D0%BC%D0%BE%D0%BA', '/catalog/products?parentId=1&active=true&byOrder=false&basePriceFrom=1000&search=%D0%BA%D0%BE%D1%84%D0%B5']) {
    test(`chips fit the screen: ${path.split('?')[0]}`, async ({ page }) => {
      await useSession(page, 'chief');
      await page.goto(path);
      await expect(page.getByRole('list', { name: 'Активные фильтры' }).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The phone's width, not innerWidth: a mobile browser widens its layout viewport for content past the edge.
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
      expect(width).toBeLessThanOrEqual(390);
    });
  }
});

// §2 "Catalogue and list filters": the panel opens on search focus, and applying closes it. The
// clients' bar is a search alone (the specification names no client filter).
for (const path of ['/catalog/categories', '/catalog/kits', '/catalog/products', '/shops', '/orders']) {
  test(`on ${path} the filter panel opens on the search's focus and «Применить» closes it`, async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto(path);
    const search = page.getByRole('searchbox', { name: 'Поиск' });
    await hydrated(search);
    const panel = page.getByRole('group', { name: 'Фильтр' });
    await expect(panel).toHaveCount(0);
    await search.focus();
    await expect(panel).toBeVisible();
    if (path === '/orders') {
      // The period's calendar opens inside the panel and gives the focus back to it.
      await panel.getByRole('button', { name: 'Открыть календарь' }).first().click();
      const calendar = page.getByRole('button', { name: 'Выбрать' });
      await expect(calendar).toBeVisible();
      await page.getByRole('button', { name: 'Отмена' }).click();
      await expect(calendar).toHaveCount(0);
      await expect(panel).toBeVisible();
    }
    await panel.getByRole('button', { name: 'Применить' }).click();
    await expect(panel).toHaveCount(0);
    // The list reloads dimmed (aria-busy); the page is checked (axe's contrast) once it is back.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
}

// Typed into a list's search, Enter pressed, before the page's script has run (a phone on a slow
// network): the page is not reloaded and the text not lost; the search is made once it has run.
test('a search typed and Enter pressed before the page’s script has run is searched once it has', async ({ page }) => {
  await useSession(page, 'chief');
  const release = await holdScripts(page);
  await page.goto('/catalog/products', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: 'Поиск' });
  await search.fill('кофе');
  await search.press('Enter');
  expect(await page.evaluate(reactListening)).toBe(false);
  await expect(search).toHaveValue('кофе');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === 'кофе');
  await expect(search).toHaveValue('кофе');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await columnTexts(page, 'Наименование');
  // The same rows as the search loaded by its address.
  await page.goto('/catalog/products?search=%D0%BA%D0%BE%D1%84%D0%B5');
  expect(found).toEqual(await columnTexts(page, 'Наименование'));
  expect(found.length).toBeGreaterThan(0);
});
