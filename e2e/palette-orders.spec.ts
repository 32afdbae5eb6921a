import { expect, test, type Page } from './fixtures';
import { demo, hydrated, useSession } from './demo';

/** The chief demo account's company (mocks/seed.ts). */
const CHIEF_COMPANY = 1;

const pageWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

async function openAddLine(page: Page, orderId: number) {
  await page.goto(`/orders/${orderId}`);
  const add = page.getByRole('button', { name: 'Добавить позицию' });
  await hydrated(add);
  await add.click();
  return page.getByRole('dialog', { name: 'Новая позиция' });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an order line is added from the catalogue picker with the keyboard: price prefilled, product and offer linked', async ({ page }) => {
    await useSession(page, 'chief');
    const order = await demo.placeOrder(page.request, CHIEF_COMPANY);
    const dialog = await openAddLine(page, order.id);
    const combo = dialog.getByRole('combobox', { name: 'Товар из каталога' });
    await expect(combo).toBeFocused();
    await combo.pressSequentially('Раф лаванд');
    const list = dialog.getByRole('listbox', { name: 'Товары и предложения' });
    const offer = list.getByRole('group', { name: 'Торговые предложения' }).getByRole('option', { name: /Раф лавандовый, 350 мл/ });
    await expect(offer).toBeVisible();
    const price = ((await offer.textContent()) ?? '').match(/(\d[\d\s\u00a0]*) ₽/)![1]!.replace(/\D/g, '');
    await expect(list.getByRole('option', { name: /Раф лавандовый/ }).first()).toHaveAttribute('aria-selected', 'true');
    // The product first, then its 250 and 350 ml offers.
    await combo.press('ArrowDown');
    await combo.press('ArrowDown');
    await expect(offer).toHaveAttribute('aria-selected', 'true');
    await combo.press('Enter');

    await expect(dialog.getByLabel('Наименование')).toHaveValue('Раф лавандовый, 350 мл');
    await expect(dialog.getByLabel('Цена, ₽')).toHaveValue(price);
    const quantity = dialog.getByLabel('Количество');
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toBeFocused();
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: /Раф лавандовый, 350 мл/ });
    await expect(row.getByRole('link', { name: 'Раф лавандовый, 350 мл' })).toHaveAttribute('href', /\/catalog\/products\/\d+$/);
    const saved = (await (await page.request.get(`/dashboard/v1/chief/market/orders/${order.id}`)).json()) as {
      data: { items: { name: string; price: number; quantity: number; productId?: number; offerId?: number }[] };
    };
    const line = saved.data.items.find((item) => item.name === 'Раф лавандовый, 350 мл');
    expect(line).toMatchObject({ price: Number(price), quantity: 2, productId: expect.any(Number), offerId: expect.any(Number) });
  });

  test('⌘K / Ctrl+K finds an order by its number and opens it', async ({ page }) => {
    await useSession(page, 'chief');
    const order = await demo.placeOrder(page.request, CHIEF_COMPANY);
    await page.goto('/orders');
    await hydrated(page.getByRole('button', { name: /Поиск/ }).first());
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Поиск и переход' });
    const combo = dialog.getByRole('combobox');
    await expect(combo).toBeFocused();
    await combo.pressSequentially(order.number);
    const found = dialog.getByRole('group', { name: 'Заказы' }).getByRole('option', { name: new RegExp(`Заказ № ${order.number}`) });
    await expect(found).toHaveAttribute('aria-selected', 'true');
    await combo.press('Enter');
    await expect(page).toHaveURL(`/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();

    // Escape closes the palette and gives the focus back.
    const trigger = page.getByRole('button', { name: /Поиск/ }).first();
    await trigger.focus();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('order statuses show as coloured badges on /orders, with readable text', async ({ page }) => {
    await useSession(page, 'chief');
    // Every status but «Новый»: other specs add and import new orders, which would fill the first
    // page with one status.
    await page.goto('/orders?status=2,3,4,5,6');
    const badges = page.getByRole('table').getByRole('row').locator('td:last-child > span');
    await expect(badges.first()).toBeVisible();
    const colours = await badges.evaluateAll((elements) =>
      elements.map((el) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color })),
    );
    // Seeded statuses carry no colour of their own: the defaults by code tell them apart.
    expect(new Set(colours.map((c) => c.bg)).size).toBeGreaterThan(1);
    for (const { fg } of colours) expect(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']).toContain(fg);
    // `/` outside a text field goes to the list's search.
    await hydrated(page.getByRole('searchbox').first());
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(page.locator('main form[role="search"] input[type="search"]')).toBeFocused();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the picker and the palette are usable at 390 px without sideways scrolling', async ({ page }) => {
    await useSession(page, 'chief');
    const order = await demo.placeOrder(page.request, CHIEF_COMPANY);
    const dialog = await openAddLine(page, order.id);
    await dialog.getByRole('combobox', { name: 'Товар из каталога' }).fill('Капучино');
    const option = dialog.getByRole('option', { name: /Капучино, 450 мл/ });
    await option.tap();
    await expect(dialog.getByLabel('Наименование')).toHaveValue('Капучино, 450 мл');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Капучино, 450 мл/ })).toBeVisible();

    const trigger = page.getByRole('button', { name: 'Поиск' });
    await hydrated(trigger);
    await trigger.tap();
    const palette = page.getByRole('dialog', { name: 'Поиск и переход' });
    await palette.getByRole('combobox').fill(order.number);
    await expect(palette.getByRole('option', { name: new RegExp(`Заказ № ${order.number}`) })).toBeVisible();
    const box = await palette.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // Left open: the fixture's axe run checks the palette too.
  });
});
