import { expect, test } from './fixtures';
import { demo, useSession } from './demo';
import { displayToday } from '../lib/format/time-zone';

test.use({ viewport: { width: 1440, height: 900 } });

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test('the summary strip is rendered with the page and its links open the lists with their filter', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Сводка' });
  // The display zone's day (Moscow), whatever zone the browser and the server run in.
  const today = localDay(displayToday());

  const ordersToday = strip.getByRole('link', { name: /Заказов сегодня/ });
  await expect(ordersToday).toContainText('₽');
  await ordersToday.click();
  await expect(page).toHaveURL(`/orders?dateFrom=${today}&dateTo=${today}`);
  await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();

  await page.goto('/');
  await strip.getByRole('link', { name: /Ждут действия/ }).click();
  // The seed sets no flag, so the default counts the statuses with code 'new'.
  await expect(page).toHaveURL(/\/orders\?status=\d+(%2C\d+)*$/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Новый');

  await page.goto('/');
  await strip.getByRole('link', { name: /Новых клиентов сегодня/ }).click();
  await expect(page).toHaveURL('/clients?sort=-created_at');

  await page.goto('/');
  await strip.getByRole('link', { name: /Выручка за 7 дней/ }).click();
  await expect(page).toHaveURL(/\/finance\?dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('button', { name: '7 дней' })).toHaveAttribute('aria-pressed', 'true');
});

test('a new order placed while the home screen is open shows in the menu badge and a toast within 35 s', async ({ page }) => {
  // The second company: the order it gets leaves the first company's lists, which other specs count, alone.
  await useSession(page, 'baker');
  const firstPoll = page.waitForResponse((r) => r.url().includes('/dashboard/v1/chief/market/orders?') && r.url().includes('sort=-created_at'));
  await page.goto('/');
  await firstPoll;
  const ordersLink = page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Заказы/ });
  await expect(ordersLink).toHaveAccessibleName('Заказы');

  const order = await demo.placeOrder(page.request, 3);
  const toast = page.getByRole('link', { name: `Новый заказ №${order.number}` });
  await expect(toast).toBeVisible({ timeout: 35_000 });
  await expect(ordersLink).toHaveAccessibleName(/^Заказы ?, новых: \d+$/);

  await toast.click();
  await expect(page).toHaveURL(`/orders/${order.id}`);
  // Opening the list marks the orders seen: the count goes.
  await ordersLink.click();
  await expect(page).toHaveURL('/orders');
  await expect(ordersLink).toHaveAccessibleName('Заказы');
});

test('the finance chart has a value axis and shows a bar’s tooltip on hover and on keyboard focus', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/finance');
  const chart = page.getByRole('figure', { name: /^Выручка с/ });
  await expect(chart.getByText('0 ₽', { exact: true }).first()).toBeAttached();
  const bars = chart.getByRole('group').getByRole('img');
  const last = bars.last();
  const name = (await last.getAttribute('aria-label'))!;
  expect(name).toMatch(/^\d{2}\.\d{2}\.\d{4}: .+ ₽, оплат: \d+$/);
  const tip = last.getByRole('tooltip', { includeHidden: true });
  await expect(tip).toBeHidden();
  await last.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(name);

  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await bars.nth(-2).focus();
  await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await expect(tip).toBeVisible();
  // The table stays for screen readers.
  await expect(chart.getByRole('table')).toBeAttached();
});
