import { expect, test, type Page } from './fixtures';
import { hydrated, useSession } from './demo';
import { PHONE } from './phone';
import { screenUrl, ORDER_CARD } from './screens';

/**
 * Issue 47 item 5: the «Связаться с менеджером» widget covered what staff read — an order's
 * «Итого» on a phone, the «Активные сеансы» heading, a status badge of the desktop orders list.
 * Each screen is scrolled from top to bottom in steps; at every step, once the widget has moved
 * aside, the words of those texts are nowhere under it.
 */

/** The texts (their words, as the widget reads them) that the widget's box overlaps now. */
function covered(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const widget = document.querySelector('button[aria-label="Связаться с менеджером"]')!.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const overlaps = box.left < widget.right && box.right > widget.left && box.top < widget.bottom && box.bottom > widget.top;
      if (overlaps) hits.push(`«${(element.textContent ?? '').trim()}» at ${Math.round(box.top)}..${Math.round(box.bottom)}`);
    }
    return hits;
  }, selector);
}

async function scrollThrough(page: Page, selector: string): Promise<void> {
  const widget = page.getByRole('button', { name: 'Связаться с менеджером' });
  await hydrated(widget);
  await expect(page.locator(selector).first()).toBeVisible();
  const size = page.viewportSize()!;
  await page.mouse.move(size.width / 2, size.height / 2);
  for (let step = 0; step < 12; step += 1) {
    // The widget slides aside on the next frame after a scroll: give it that moment, then none may stay covered.
    await expect.poll(() => covered(page, selector), { message: `step ${step}`, timeout: 5_000 }).toEqual([]);
    const before = await page.evaluate(() => window.scrollY + (document.getElementById('content')?.scrollTop ?? 0));
    await page.mouse.wheel(0, Math.round(size.height / 3));
    const moved = await expect
      .poll(() => page.evaluate(() => window.scrollY + (document.getElementById('content')?.scrollTop ?? 0)), { timeout: 2_000 })
      .not.toBe(before)
      .then(() => true)
      .catch(() => false);
    if (!moved) break; // the bottom of the screen
  }
  await expect.poll(() => covered(page, selector), { message: 'at the bottom' }).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the widget keeps off an order card\'s «Итого» while the card is scrolled', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto(await screenUrl(page, ORDER_CARD));
    await scrollThrough(page, '[data-testid="order-total"], dt[data-keep-clear]');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the widget keeps off the headings of «Активные сеансы» and of the profile', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/profile/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Активные сеансы' })).toBeVisible();
    await scrollThrough(page, 'h1, h2');
    await page.goto('/profile');
    await scrollThrough(page, 'h1, h2');
  });

  test('the widget keeps off the status badges of the orders list', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/orders');
    await scrollThrough(page, '[data-keep-clear]');
  });
});
