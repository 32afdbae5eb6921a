import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney, formatNumber } from '../lib/format/format';
import type { Order } from '../lib/orders/api';
import { expect, test, type Page } from './fixtures';
import { hydrated, useSession } from './demo';

/**
 * Printable orders: the slip of one order and a bulk print, rendered by Chromium to PDF (as
 * «Печать» → «Сохранить как PDF» would) and read back as text, so what is checked is what goes on
 * paper: the print stylesheet applied, one order a page, every order's number, lines and total.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Extraction puts its own spaces between text runs: compare without any whitespace. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function pdfPages(page: Page): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map(squash);
}

async function readOrder(page: Page, id: number): Promise<Order> {
  const response = await page.request.get(`/dashboard/v1/chief/market/orders/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Order }).data;
}

/**
 * Orders from the third page of the list (other specs change the first ones): one with a payment
 * link and `count - 1` without one when there are, read whole.
 */
async function pickOrders(page: Page, count: number): Promise<Order[]> {
  const response = await page.request.get('/dashboard/v1/chief/market/orders?page=3&per_page=15&sort=created_at');
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as { data: { data: { id: number }[] } }).data.data;
  const orders = await Promise.all(rows.map((row) => readOrder(page, row.id)));
  const linked = orders.filter((order) => order.paymentLink);
  const plain = orders.filter((order) => !order.paymentLink);
  expect(linked.length).toBeGreaterThan(0);
  return [linked[0]!, ...plain, ...linked.slice(1)].slice(0, count);
}

/** The order's number, each line's name, quantity, price and sum, and the total are on the page. */
function expectOrderOn(text: string, order: Order) {
  expect(text).toContain(squash(`Заказ №${order.number}`));
  expect(order.items.length).toBeGreaterThan(0);
  for (const item of order.items) {
    expect(text).toContain(squash(item.name));
    expect(text).toContain(squash(`${formatNumber(item.quantity, 3)}${formatMoney(item.price)}${formatMoney(item.total)}`));
  }
  expect(text).toContain(squash(`Итого${formatMoney(order.total)}`));
}

test('an order prints as a slip: no menu, header or widget, its lines and total in the PDF, a QR code of its payment link', async ({ page }) => {
  await useSession(page, 'chief');
  const [order] = await pickOrders(page, 1);

  // The order card opens the slip in a new tab.
  await page.goto(`/orders/${order!.id}`);
  const print = page.getByRole('link', { name: 'Печать' });
  await expect(print).toHaveAttribute('href', `/orders/${order!.id}/print`);
  await expect(print).toHaveAttribute('target', '_blank');

  await page.goto(`/orders/${order!.id}/print`);
  await expect(page).toHaveTitle(`Заказ №${order!.number} — печать`);
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${order!.number}` })).toBeVisible();
  await expect(page.locator('#side-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Связаться с менеджером' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR-код ссылки на оплату' })).toHaveCount(1);
  await expect(page.locator('svg[data-qr] path')).toHaveAttribute('d', /^M\d+,\d+h\d+v1h-\d+z/);

  const pages = await pdfPages(page);
  expect(pages).toHaveLength(1);
  expectOrderOn(pages[0]!, order!);
  expect(pages[0]).toContain(squash(order!.isPaid ? 'Оплачен' : 'Не оплачен'));
  // The print stylesheet leaves the screen's buttons and the way back off the paper.
  expect(pages[0]).not.toContain('Напечатать');
  expect(pages[0]).not.toContain(squash('К заказу'));
});

test('three orders selected on the list print one a page; an order without a payment link has no QR code', async ({ page, context }) => {
  await useSession(page, 'chief');
  const orders = await pickOrders(page, 3);
  expect(orders).toHaveLength(3);

  // The bulk action opens the print of the selection in a new tab.
  await page.goto('/orders?page=3&sort=created_at');
  for (const order of orders) {
    const box = page.getByRole('checkbox', { name: `Выбрать заказ № ${order.number}` });
    await hydrated(box);
    // By keyboard: the bulk bar appearing above the table moves the rows under a pointer.
    await box.focus();
    await box.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(page.getByText('Выбрано: 3')).toBeVisible();
  const [printTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Печать', exact: true }).click()]);
  await printTab.waitForLoadState();
  const ids = new URL(printTab.url()).searchParams.get('ids')!.split(',').map(Number);
  expect(new URL(printTab.url()).pathname).toBe('/orders/print');
  expect([...ids].sort()).toEqual(orders.map((order) => order.id).sort());
  await printTab.close();

  await page.goto(`/orders/print?ids=${orders.map((order) => order.id).join(',')}`);
  await expect(page).toHaveTitle('Заказы — печать');
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const order of orders) {
    const slip = page.getByRole('article', { name: `Заказ №${order.number}` });
    await expect(slip.getByRole('img', { name: 'QR-код ссылки на оплату' })).toHaveCount(order.paymentLink ? 1 : 0);
  }

  const pages = await pdfPages(page);
  expect(pages).toHaveLength(3);
  orders.forEach((order, index) => expectOrderOn(pages[index]!, order));
});

test('an unknown id says it is not found, with the way back; in a bulk print the others still print', async ({ page }) => {
  await useSession(page, 'chief');
  const [order] = await pickOrders(page, 1);

  await page.goto('/orders/999999/print');
  await expect(page.getByRole('heading', { name: 'Заказ с id 999999 не найден' })).toBeVisible();
  await page.getByRole('link', { name: '← Ко всем заказам' }).click();
  await expect(page).toHaveURL('/orders');

  await page.goto(`/orders/print?ids=999999,${order!.id},abc`);
  await expect(page.getByRole('heading', { name: 'Заказ с id 999999 не найден' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заказ с id abc не найден' })).toBeVisible();
  const pages = await pdfPages(page);
  expect(pages).toHaveLength(3);
  expect(pages[0]).toContain(squash('Заказ с id 999999 не найден'));
  expectOrderOn(pages[1]!, order!);
  expect(pages[2]).toContain(squash('Заказ с id abc не найден'));
});

test('on a phone the slip fits the screen: every line, with its figures, within the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, 'chief');
  const [order] = await pickOrders(page, 1);
  await page.goto(`/orders/${order!.id}/print`);
  const slip = page.getByRole('article', { name: `Заказ №${order!.number}` });
  await expect(slip.getByText(order!.items[0]!.name).first()).toBeVisible();
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('article *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} «${(element.textContent ?? '').trim().slice(0, 30)}» ends at ${Math.round(element.getBoundingClientRect().right)} px`);
  });
  expect(overflow, 'past the 390 px screen').toEqual([]);
});

test('printing any screen leaves the menu, header, widget and buttons off the paper', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#side-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Связаться с менеджером' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Меню' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return [style.color, style.backgroundColor];
  });
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  await page.emulateMedia({ media: 'screen' });
});
