import { expect, test, type Page } from './fixtures';
import { hydrated, useSession } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

// A 1×1 PNG: the demo upstream keeps and serves the bytes as they are.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function pick(page: Page, scope: Page | ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the first page of products and categories is in the server-rendered HTML', async ({ page }) => {
  await useSession(page, 'chief');
  const products = await (await page.request.get('/catalog/products')).text();
  expect(products).toContain('Эспрессо-напитки');
  expect(products).toContain('Найдено товаров');
  expect(products).toContain('Доппио');
  const categories = await (await page.request.get('/catalog/categories')).text();
  expect(categories).toContain('Кофе в зёрнах');
  expect(categories).toContain('Найдено категорий');
  const kits = await (await page.request.get('/catalog/kits')).text();
  expect(kits).toContain('Завтрак на двоих');
});

test('products are filtered by activity, availability and base price, paginated, reloaded and navigated back', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/catalog/products');
  await expect(page.getByRole('tab', { name: 'Товары' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  const panel = page.getByRole('group', { name: 'Фильтр' });
  await panel.getByText('Да', { exact: true }).click();
  await panel.getByText('В наличии', { exact: true }).click();
  await pick(page, panel, 'Базовая цена', 'От 1 000');
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/active=true/);
  await expect(page).toHaveURL(/byOrder=false/);
  await expect(page).toHaveURL(/basePriceFrom=1000/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('tbody').getByText('Нет в наличии')).toHaveCount(0);
  const prices = await rows.locator('td:nth-child(5)').allInnerTexts();
  expect(prices.every((text) => Number(text.replace(/\D/g, '')) >= 1000)).toBe(true);

  const firstOnPage1 = await rows.first().locator('td:nth-child(3) a').innerText();
  await page.getByRole('navigation', { name: 'Пагинация' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const firstOnPage2 = await rows.first().locator('td:nth-child(3) a').innerText();
  expect(firstOnPage2).not.toBe(firstOnPage1);

  await page.reload();
  await expect(page).toHaveURL(/page=2.*|.*page=2/);
  await expect(page.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first().locator('td:nth-child(3) a')).toHaveText(firstOnPage2);
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  await expect(panel.getByRole('combobox', { name: 'Базовая цена' })).toHaveText('От 1 000');
  await expect(panel.getByRole('radio', { name: 'В наличии', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/basePriceFrom=1000/);
  await expect(rows.first().locator('td:nth-child(3) a')).toHaveText(firstOnPage1);
});

test('a category with a picture and its child category are created', async ({ page }) => {
  await useSession(page, 'chief');
  const name = `Сезонное меню ${Date.now()}`;
  await page.goto('/catalog/categories');
  await page.getByRole('link', { name: 'Добавить категорию' }).click();
  await expect(page).toHaveURL('/catalog/categories/create');
  await page.getByRole('button', { name: 'Создать категорию' }).click();
  await expect(page.getByText('Поле "Наименование" является обязательным')).toBeVisible();
  // Over the upstream's 120 characters: one message under the field, no «Ошибка валидации» box.
  await page.getByLabel('Наименование').fill('К'.repeat(121));
  await page.getByRole('button', { name: 'Создать категорию' }).click();
  await expect(page.getByLabel('Наименование')).toHaveAccessibleDescription('Наименование должно быть не длиннее 120 символов');
  await expect(page.getByText('Наименование должно быть не длиннее 120 символов')).toHaveCount(1);
  await expect(page.getByText('Ошибка валидации')).toHaveCount(0);
  await expect(page).toHaveURL('/catalog/categories/create');
  await page.getByLabel('Наименование').fill(name);
  await page.getByLabel('Фото категории').setInputFiles(png('season.png'));
  await expect(page.getByRole('img', { name: 'Фото' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать категорию' }).click();
  await expect(page).toHaveURL(/\/catalog\/categories\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The saved picture comes back from the upstream through the BFF.
  const picture = page.getByRole('img', { name: 'Фото' });
  await expect(picture).toHaveAttribute('src', /\/dashboard\/v1\/media\/catalog\//);
  expect((await page.request.get((await picture.getAttribute('src'))!)).status()).toBe(200);

  await page.getByRole('link', { name: 'Добавить подкатегорию' }).click();
  await expect(page).toHaveURL(/\/catalog\/categories\/create\?parentId=\d+/);
  await expect(page.getByRole('combobox', { name: 'Родительская категория' })).toHaveValue(name);
  await page.getByLabel('Наименование').fill(`${name} — напитки`);
  await page.getByRole('button', { name: 'Создать категорию' }).click();
  await expect(page.getByRole('heading', { name: `${name} — напитки` })).toBeVisible();

  await page.goto(`/catalog/categories?search=${encodeURIComponent(name)}`);
  const child = page.getByRole('row', { name: new RegExp(`${name} — напитки`) });
  await expect(child).toContainText(name);
});

test('a product gets two pictures, a property value, a similar product and an offer that is edited and deleted', async ({ page }) => {
  test.setTimeout(60_000);
  await useSession(page, 'chief');
  const name = `Латте тест ${Date.now()}`;
  await page.goto('/catalog/products/create');
  await page.getByLabel('Наименование').fill(name);
  await pick(page, page, 'Категория', 'Эспрессо-напитки');
  await page.getByLabel('Базовая цена, ₽').fill('450');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page).toHaveURL(/\/catalog\/products\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const productUrl = page.url();

  // A wrong type is refused with the §5 message before anything is sent.
  await page.getByLabel('Добавить фото товара').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Формат изображения не соответствует требованию')).toBeVisible();
  await page.getByLabel('Добавить фото товара').setInputFiles([png('front.png'), png('side.png')]);
  await expect(page.getByRole('img', { name: 'Фото 2' })).toBeVisible();
  await expect(page.getByLabel('Загрузка фото')).toHaveCount(0);

  const properties = page.getByRole('region', { name: 'Свойства' });
  await pick(page, properties, 'Молоко', 'Овсяное');
  await properties.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Свойства сохранены')).toBeVisible();

  const similar = page.getByRole('region', { name: 'Похожие товары' });
  await similar.getByRole('combobox', { name: 'Похожий товар' }).fill('Капучино');
  await page.getByRole('option', { name: 'Капучино', exact: true }).click();
  await similar.getByRole('button', { name: 'Добавить' }).click();
  await expect(similar.getByRole('link', { name: 'Капучино' })).toBeVisible();

  await page.getByRole('link', { name: 'Добавить предложение' }).click();
  await expect(page).toHaveURL(/\/offers\/create$/);
  await page.getByLabel('Наименование').fill(`${name}, 600 мл`);
  await page.getByLabel('Цена, ₽').fill('590');
  await page.getByRole('button', { name: 'Создать предложение' }).click();
  await expect(page).toHaveURL(productUrl);
  const offers = page.getByRole('region', { name: 'Торговые предложения' });
  await offers.getByRole('link', { name: `${name}, 600 мл`, exact: true }).click();
  await expect(page).toHaveURL(/\/offers\/\d+$/);
  await page.getByLabel('Цена, ₽').fill('620');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(offers.getByRole('row', { name: new RegExp(`${name}, 600 мл`) })).toContainText('620');

  // Everything survives a reload.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Фото 2' })).toBeVisible();
  await expect(properties.getByRole('combobox', { name: 'Молоко' })).toHaveText('Овсяное');
  await expect(similar.getByRole('link', { name: 'Капучино' })).toBeVisible();

  // A press before the page's script has run does nothing (it shows busy): wait until the card is live.
  const deleteOffer = offers.getByRole('button', { name: `Удалить «${name}, 600 мл»` });
  await hydrated(deleteOffer);
  await deleteOffer.click();
  await page.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(offers.getByText('Отсутствуют')).toBeVisible();
});

test('leaving a dirty product form asks for confirmation', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/catalog/products/1');
  await expect(page.getByRole('heading', { name: 'Эспрессо' })).toBeVisible();
  // Typed before hydration, the masked field got its stored value back in front ('150999').
  const price = page.getByLabel('Базовая цена, ₽');
  await hydrated(price);
  await price.fill('999');
  await page.getByRole('link', { name: '← Ко всем товарам' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подтвердите действие' });
  await expect(dialog).toContainText('Есть несохранённые изменения');
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL('/catalog/products/1');
  await expect(page.getByLabel('Базовая цена, ₽')).toHaveValue('999');
  await page.getByRole('link', { name: '← Ко всем товарам' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL('/catalog/products');
});
