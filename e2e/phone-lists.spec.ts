import { expect, test, type Page } from './fixtures';
import { hydrated, useSession, type SessionAccount } from './demo';

/**
 * Lists and detail tables on a 390×844 phone with touch: every row is readable without sideways
 * scrolling (a list is a stack of cards), ticking a row moves no row, and the call widget never
 * sits on a control while a long list scrolls. Read-only: the shared data is never changed.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const SCREENS: { account: SessionAccount; path: string; rows: string }[] = [
  { account: 'chief', path: '/orders', rows: 'tbody tr' },
  { account: 'chief', path: '/clients', rows: 'tbody tr' },
  { account: 'chief', path: '/catalog/products', rows: 'tbody tr' },
  { account: 'chief', path: '/catalog/categories', rows: 'tbody tr' },
  { account: 'chief', path: '/news', rows: 'tbody tr' },
  { account: 'chief', path: '/shops', rows: 'tbody tr' },
  { account: 'admin', path: '/admin/companies', rows: 'tbody tr' },
  // Detail screens with tables: the order card's lines, the home screen's banners.
  { account: 'chief', path: '/orders/{first}', rows: 'section[aria-labelledby="order-lines-title"] tbody tr' },
  { account: 'chief', path: '/', rows: 'section[aria-labelledby="banners-title"] tbody tr' },
];

/** The address of the first order of the list (the demo's ids do not start at 1 for every company). */
async function firstOrderPath(page: Page): Promise<string> {
  await page.goto('/orders');
  const href = await page.getByRole('link', { name: /^Заказ № / }).first().getAttribute('href');
  expect(href).toMatch(/^\/orders\/\d+$/);
  return href!;
}

/**
 * Walks the page's DOM and names every element that reaches past the box that clips it (its
 * nearest ancestor that scrolls or hides overflow, else the phone's screen), unless that box is a
 * marked scroll region (`data-scroll-region`) showing a visible hint (`data-scroll-hint`).
 * Visually hidden elements (1 px, clipped) and text cut with an ellipsis on purpose are skipped.
 */
async function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate((phone) => {
    const name = (element: Element) => {
      const classes = [...element.classList].map((c) => c.replace(/^(.*?)__(.*?)__.*$/, '$1__$2')).join('.');
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} «${label}»`;
    };
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const hintShown = (region: Element) => [...region.querySelectorAll('[data-scroll-hint]')].some(visible) || [...(region.parentElement?.querySelectorAll(':scope > [data-scroll-hint]') ?? [])].some(visible);
    const offenders: string[] = [];
    const width = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    if (width > phone.width) offenders.push(`the page is ${width} px wide`);
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element)) continue;
      // Fixed layers (the widget, toasts, an open menu) are placed against the screen.
      if (element.closest('[data-sonner-toaster]')) continue;
      let clipper: Element | null = element.parentElement;
      while (clipper && clipper !== document.body && !clips(clipper)) clipper = clipper.parentElement;
      const box = element.getBoundingClientRect();
      let left = 0;
      let right = phone.width;
      if (clipper && clipper !== document.body) {
        const style = getComputedStyle(clipper);
        // Text cut with an ellipsis, and visually hidden labels, are clipped on purpose.
        if (style.textOverflow === 'ellipsis' || clipper.getBoundingClientRect().width <= 1) continue;
        const outer = clipper.getBoundingClientRect();
        left = outer.left + clipper.clientLeft;
        right = left + clipper.clientWidth;
        if (clipper.closest('[data-scroll-region]') && hintShown(clipper.closest('[data-scroll-region]')!)) continue;
      } else if (getComputedStyle(element).position === 'fixed') {
        continue;
      }
      if (box.left < left - 1 || box.right > right + 1) {
        // Name only the outermost offender of a clipping box, not each of its children.
        const parent = element.parentElement;
        if (parent && parent !== clipper) {
          const outer = parent.getBoundingClientRect();
          if (outer.left < left - 1 || outer.right > right + 1) continue;
        }
        offenders.push(`${name(element)}: ${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(left)}..${Math.round(right)}`);
      }
    }
    return offenders;
  }, PHONE);
}

for (const { account, path, rows } of SCREENS) {
  test(`${path} fits 390 px: its rows are cards, nothing clipped without a scroll hint`, async ({ page }) => {
    await useSession(page, account);
    await page.goto(path.includes('{first}') ? await firstOrderPath(page) : path);
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
