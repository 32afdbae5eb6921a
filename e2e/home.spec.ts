import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { sameOrigin, useSession, expectWentBackUnavailable } from './demo';
import { E2E } from './env';

test.use({ viewport: { width: 1440, height: 900 } });
// Whole flows with uploads and several reloads: the default 30 s is tight on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** A valid 2x2 PNG, so the stored image really decodes when it is served back. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const unique = (label: string) => `${label} ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

interface LoggedRequest {
  method: string;
  path: string;
  body?: unknown;
  /** ISO time the demo upstream logged it. */
  at: string;
}

async function upstreamRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const response = await request.get(`${E2E.upstreamUrl}/__demo/requests`);
  return ((await response.json()) as { requests: LoggedRequest[] }).requests;
}

async function createBlock(page: Page, title: string, template: 'promo' | 'products'): Promise<number> {
  const response = await page.request.post('/dashboard/v1/chief/mainpage/blocks', {
    data: { title, template, isActive: 1 },
    headers: sameOrigin,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function deleteBlock(page: Page, id: number): Promise<void> {
  await page.request.delete(`/dashboard/v1/chief/mainpage/blocks/${id}`, { headers: sameOrigin });
}

/** Clicks until `shown` appears: right after a load the button may be there before React is. */
async function openWith(button: Locator, shown: Locator): Promise<void> {
  // A popup's code loads with the first press: on a loaded machine that takes more than a second,
  // and pressing again meanwhile would only queue another open. Press again only after 5 s.
  await expect(async () => {
    await button.click();
    await expect(shown).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 20_000 });
}

const blockCard = (page: Page, title: string): Locator => page.getByRole('listitem', { name: title, exact: true });

/** The titles of the given blocks in the order the screen shows them. */
async function orderOf(page: Page, titles: string[]): Promise<string[]> {
  const shown = await page.getByRole('list', { name: 'Информационные блоки' }).getByRole('heading', { level: 3 }).allTextContents();
  return shown.filter((title) => titles.includes(title));
}

test('a display element toggle is saved and survives a reload', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Элементы отображения' })).toBeVisible();
  const orders = page.getByRole('switch', { name: 'Мои заказы' });
  const before = (await orders.getAttribute('aria-checked')) === 'true';
  const saved = page.waitForResponse((r) => r.url().endsWith('/dashboard/v1/chief/mainpage') && r.request().method() === 'PUT');
  await orders.click();
  expect((await saved).ok()).toBe(true);
  await expect(orders).toHaveAttribute('aria-checked', String(!before));
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Мои заказы' })).toHaveAttribute('aria-checked', String(!before));
  // Put it back for the next run; the store is shared.
  await page.getByRole('switch', { name: 'Мои заказы' }).click();
  await expect(page.getByRole('switch', { name: 'Мои заказы' })).toHaveAttribute('aria-checked', String(before));
});

test('a second visit to home downloads no image again: each is a 304 or comes from the browser cache', async ({ page }) => {
  await useSession(page, 'chief');
  // Tall enough that every lazy banner image loads.
  await page.setViewportSize({ width: 1440, height: 4000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const media: { url: string; status: number; cached: boolean }[] = [];
  // A picture from the renderer's memory cache is reported with its first answer (status 200,
  // the same Date) and no fromDiskCache flag: this event tells it apart from a download.
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.url.includes('/dashboard/v1/media/')) return;
    const cached = Boolean(response.fromDiskCache || response.fromPrefetchCache || servedFromCache.has(requestId));
    media.push({ url: response.url, status: response.status, cached });
  });
  const imagesLoaded = () =>
    page.evaluate(() => {
      const images = [...document.images].filter((image) => image.src.includes('/dashboard/v1/media/'));
      return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
    });
  const downloaded = () => media.filter((m) => m.status === 200 && !m.cached).map((m) => m.url);

  await page.goto('/');
  await expect.poll(imagesLoaded).toBe(true);
  expect(downloaded().length).toBeGreaterThan(0);
  // Specs running beside this one add banners to the same company: only the pictures of the first
  // visit can be asked about again.
  const seen = new Set(media.map((m) => m.url));

  media.length = 0;
  await page.goto('/shops');
  await page.goto('/');
  await expect.poll(imagesLoaded).toBe(true);
  const again = media.filter((m) => seen.has(m.url));
  expect(again.length).toBeGreaterThan(0);
  expect(again.filter((m) => m.status === 200 && !m.cached).map((m) => m.url)).toEqual([]);
  // What the browser did ask about came back as 304, with the validators forwarded.
  for (const m of again) expect(m.cached || m.status === 304).toBe(true);
});

test('a banner is created with a photo, renamed with its whole text sent (a PUT replaces, §4/§7), and deleted', async ({ page }) => {
  await useSession(page, 'chief');
  const title = unique('Баннер');
  const renamed = `${title} (новое имя)`;
  // A deleted banner's id is given again: calls to the same path before this test are another banner's.
  const since = new Date().toISOString();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Новый баннер' });
  await openWith(page.getByRole('button', { name: 'Добавить баннер' }), dialog);
  const create = dialog.getByRole('button', { name: 'Создать баннер' });
  await expect(create).toBeDisabled();
  // The disabled button says why, and the required fields are marked.
  await expect(create).toHaveAccessibleDescription('Заполните обязательные поля: Наименование, Категория товара, Фото');
  await expect(dialog.getByText('Заполните обязательные поля: Наименование, Категория товара, Фото')).toBeVisible();
  await expect(dialog.getByLabel('Наименование')).toHaveJSProperty('required', true);
  await expect(dialog.getByRole('combobox', { name: 'Категория товара' })).toHaveAttribute('aria-required', 'true');
  for (const label of [dialog.locator('label', { hasText: 'Наименование' }), dialog.locator('label', { hasText: 'Категория товара' }), dialog.getByText('Фото', { exact: true })]) {
    expect(await label.first().evaluate((el) => getComputedStyle(el, '::after').content)).toContain('*');
  }
  await dialog.getByLabel('Наименование').fill(title);
  await dialog.getByRole('combobox', { name: 'Категория товара' }).click();
  await page.getByRole('option').first().click();
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('Заполните обязательные поля: Фото');
  await dialog.getByLabel('Фото').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Фото' })).toBeVisible();
  await expect(create).toBeEnabled();
  await expect(dialog.getByText(/Заполните обязательные поля/)).toHaveCount(0);
  await create.click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(title) });
  const photo = row.getByRole('img', { name: `Фото баннера «${title}»` });
  // The previews load lazily: a row below the fold has no picture until it is scrolled to.
  await row.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  // The upstream stored the upload and serves it back through the BFF.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(photo).toHaveCSS('height', '134px');

  const edit = page.getByRole('dialog', { name: 'Редактировать баннер' });
  await openWith(row.getByRole('button', { name: `Изменить баннер «${title}»` }), edit);
  await edit.getByLabel('Наименование').fill(renamed);
  const put = page.waitForResponse((r) => /\/chief\/banners\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await edit.getByRole('button', { name: 'Сохранить изменения' }).click();
  const bannerPath = new URL((await put).url()).pathname;
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) })).toBeVisible();

  const sent = (await upstreamRequests(page.request)).filter((r) => r.path === bannerPath && r.at >= since);
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  // Only the title changed; the strict demo upstream refuses a PUT without all three fields.
  expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
    { title: renamed, category_id: expect.any(Number), is_active: true },
  ]);

  await page.reload();
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
  const confirm = page.getByRole('dialog', { name: 'Подтвердите действие' });
  await openWith(renamedRow.getByRole('button', { name: `Удалить баннер «${renamed}»` }), confirm);
  await expect(confirm).toContainText('Вы действительно хотите удалить рекламный баннер?');
  await confirm.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedRow).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Рекламные баннеры' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('blocks are reordered by mouse and by keyboard, and the order survives a reload', async ({ page }) => {
  // The bakery's blocks: no other spec touches them, and these three are this test's own.
  await useSession(page, 'baker');
  const titles = [unique('Блок А'), unique('Блок Б'), unique('Блок В')];
  const ids: number[] = [];
  for (const title of titles) ids.push(await createBlock(page, title, 'products'));
  try {
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page.goto('/');
    const [a, b, c] = titles as [string, string, string];
    await expect.poll(() => orderOf(page, titles)).toEqual([a, b, c]);

    // Mouse: grab В by its handle and drop it above Б.
    const handleC = blockCard(page, c).getByRole('button', { name: `Переместить блок «${c}»` });
    await handleC.scrollIntoViewIfNeeded();
    const from = (await handleC.boundingBox())!;
    const target = (await blockCard(page, b).boundingBox())!;
    const saved = page.waitForResponse((r) => r.url().endsWith(`/mainpage/blocks/${ids[2]}`) && r.request().method() === 'PUT');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, target.y + 5, { steps: 15 });
    await page.mouse.up();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => orderOf(page, titles)).toEqual([a, c, b]);

    // Keyboard: lift А with space, move it down one place, drop it.
    const handleA = blockCard(page, a).getByRole('button', { name: `Переместить блок «${a}»` });
    await handleA.focus();
    const savedAgain = page.waitForResponse((r) => r.url().endsWith(`/mainpage/blocks/${ids[0]}`) && r.request().method() === 'PUT');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect((await savedAgain).ok()).toBe(true);
    await expect.poll(() => orderOf(page, titles)).toEqual([c, a, b]);

    await page.reload();
    await expect.poll(() => orderOf(page, titles)).toEqual([c, a, b]);
  } finally {
    for (const id of ids) await deleteBlock(page, id);
  }
});

test('a product page and a promo page are added, and the home screen comes back to the same place', async ({ page }) => {
  await useSession(page, 'chief');
  const productsTitle = unique('Подборка');
  const promoTitle = unique('Акции');
  const ids = [await createBlock(page, productsTitle, 'products'), await createBlock(page, promoTitle, 'promo')];
  try {
    await page.goto('/');
    const products = blockCard(page, productsTitle);
    const dialog = page.getByRole('dialog', { name: 'Выберите товар' });
    await openWith(products.getByRole('button', { name: `Добавить товар в блок «${productsTitle}»` }), dialog);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await expect(dialog.getByText('Поле "Товар" является обязательным')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Товар' }).fill('Латте');
    const option = page.getByRole('option').first();
    const productName = (await option.textContent())!;
    expect(productName.toLowerCase()).toContain('латте');
    await option.click();
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await expect(dialog).toBeHidden();
    await expect(products.getByRole('button', { name: productName, exact: true })).toBeVisible();

    // Leave for the promo page from far down the screen.
    const promo = blockCard(page, promoTitle);
    const addPromo = promo.getByRole('link', { name: `Добавить акцию в блок «${promoTitle}»` });
    await addPromo.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await addPromo.click();
    await expect(page).toHaveURL(`/promo/${ids[1]}/create`);
    await expect(page.getByRole('heading', { name: 'Новая акция' })).toBeVisible();

    const pageTitle = unique('Счастливое утро');
    await page.getByLabel('Заголовок').fill(pageTitle);
    await page.getByLabel('Описание').fill('Скидка 20% на всё до 10:00');
    await page.getByRole('combobox', { name: 'Категория' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Фото').setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Создать акцию' }).click();

    await expect(page).toHaveURL('/');
    await expect(blockCard(page, promoTitle).getByRole('link', { name: pageTitle })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 10);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(10);

    // The page opens for editing with what was saved, and 'Отмена' comes back to the same place.
    const before = await page.evaluate(() => window.scrollY);
    await blockCard(page, promoTitle).getByRole('link', { name: pageTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/promo/${ids[1]}/edit/\\d+$`));
    await expect(page.getByLabel('Заголовок')).toHaveValue(pageTitle);
    await expect(page.getByLabel('Описание')).toHaveValue('Скидка 20% на всё до 10:00');
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 10);

    await page.reload();
    await expect(blockCard(page, productsTitle).getByRole('button', { name: productName, exact: true })).toBeVisible();
    await expect(blockCard(page, promoTitle).getByRole('link', { name: pageTitle })).toBeVisible();
  } finally {
    for (const id of ids) await deleteBlock(page, id);
  }
});

test.describe('an unknown promo page', () => {
  test.use({ allowedFailures: [/404 GET \/promo\/999999\/edit\/1|status of 404/] });

  test('goes home, which says «Запись не найдена или недоступна» (§8 failed pre-load)', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/promo/999999/edit/1');
    await expectWentBackUnavailable(page, '/');
    await expect(page.getByRole('heading', { name: 'Информационные блоки' })).toBeVisible();
  });
});
