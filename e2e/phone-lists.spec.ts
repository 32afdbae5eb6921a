import { expect, test, type Page } from './fixtures';
import { hydrated, useSession, type SessionAccount } from './demo';
import { clippedElements, PHONE } from './phone';
import { ORDER_CARD, screenUrl } from './screens';

/**
 * Lists and detail tables on a 390×844 phone with touch: every row is readable without sideways
 * scrolling (a list is a stack of cards), ticking a row moves no row, and the call widget never
 * sits on a control while a long list scrolls. Read-only: the shared data is never changed.
 */
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const SCREENS: { account: SessionAccount; path: string; rows: string }[] = [
  { account: 'chief', path: '/orders', rows: 'tbody tr' },
  { account: 'chief', path: '/clients', rows: 'tbody tr' },
  { account: 'chief', path: '/catalog/products', rows: 'tbody tr' },
  { account: 'chief', path: '/catalog/categories', rows: 'tbody tr' },
  { account: 'chief', path: '/news', rows: 'tbody tr' },
  { account: 'chief', path: '/shops', rows: 'tbody tr' },
  { account: 'admin', path: '/admin/companies', rows: 'tbody tr' },
  // The activity logs (every sign-in of the suite is an entry).
  { account: 'chief', path: '/activity', rows: 'tbody tr' },
  { account: 'admin', path: '/admin/activity', rows: 'tbody tr' },
  // Detail screens with tables: the order card's lines, the home screen's banners.
  { account: 'chief', path: ORDER_CARD, rows: 'section[aria-labelledby="order-lines-title"] tbody tr' },
  { account: 'chief', path: '/', rows: 'section[aria-labelledby="banners-title"] tbody tr' },
];

for (const { account, path, rows } of SCREENS) {
  test(`${path} fits 390 px: its rows are cards, nothing clipped without a scroll hint`, async ({ page }) => {
    await useSession(page, account);
    await page.goto(await screenUrl(page, path));
    await page.waitForLoadState('networkidle');
    const first = page.locator(rows).first();
    await expect(first).toBeVisible();
    // A card: the row is no wider than the screen and its cells are stacked, not side by side.
    const row = (await first.boundingBox())!;
    expect(row.x).toBeGreaterThanOrEqual(0);
    expect(row.x + row.width).toBeLessThanOrEqual(PHONE.width);
    const cells = await first.locator(':scope > td').evaluateAll((tds) =>
      tds.filter((td) => td.getBoundingClientRect().height > 0).map((td) => Math.round(td.getBoundingClientRect().top)),
    );
    expect(new Set(cells).size, `cells' tops ${cells.join(', ')}`).toBeGreaterThan(1);
    expect(await clippedElements(page)).toEqual([]);
  });
}

test('the row actions are a menu on a phone', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/catalog/products');
  const menu = page.getByRole('button', { name: /^Действия: «/ }).first();
  await hydrated(menu);
  // The wide screen's links are out of the card.
  await expect(page.getByRole('link', { name: /^Изменить «/ }).first()).toBeHidden();
  await menu.tap();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveText(['Изменить', 'Удалить']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

for (const path of ['/orders', '/catalog/products']) {
  test(`${path}: ticking the first row moves no row; the bulk bar sits at the bottom of the screen`, async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto(path);
    const row = page.locator('tbody tr').first();
    const box = row.getByRole('checkbox');
    await hydrated(box);
    const before = (await row.boundingBox())!;
    const second = (await page.locator('tbody tr').nth(1).boundingBox())!;
    await box.focus();
    await box.press('Space');
    await expect(box).toBeChecked();
    const bar = page.getByRole('region', { name: 'Действия с выбранными' });
    await expect(bar).toBeVisible();
    const after = (await row.boundingBox())!;
    expect(after.y).toBe(before.y);
    expect((await page.locator('tbody tr').nth(1).boundingBox())!.y).toBe(second.y);
    const held = (await bar.boundingBox())!;
    expect(held.y + held.height).toBeLessThanOrEqual(PHONE.height);
    expect(held.y + held.height).toBeGreaterThan(PHONE.height - 40);
  });
}

/** The controls the call widget covers, by name ('' when none). */
async function coveredByWidget(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widget = document.querySelector('button[aria-label="Связаться с менеджером"]');
    if (!widget) return ['no widget'];
    const own = widget.getBoundingClientRect();
    const controls = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"]';
    return [...document.querySelectorAll<HTMLElement>(controls)]
      .filter((element) => element !== widget)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        return box.left < own.right && own.left < box.right && box.top < own.bottom && own.top < box.bottom;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
  });
}

for (const path of ['/orders?perPage=50', '/catalog/products?perPage=50', '/shops']) {
  test(`${path}: the call widget covers no control while the list scrolls`, async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto(path);
    await hydrated(page.getByRole('button', { name: 'Связаться с менеджером' }));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const covered: string[] = [];
    for (let y = 0; y <= height; y += 137) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The widget moves on the next frame after a scroll.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const name of await coveredByWidget(page)) covered.push(`at ${y}: ${name}`);
    }
    expect(covered).toEqual([]);
  });
}
