import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { useSession } from './demo';
import { E2E } from './env';

// The side menu is on screen (a drawer below 1366 px).
test.use({ viewport: { width: 1440, height: 900 } });

// The cards and settings are rendered by the server and hydrated when their own chunk arrives
// (components/ui/deferred-hydration.tsx): their HTML must be the card itself, fields filled, and
// what someone types before the chunk arrives must survive it.

/** Every field's value (or checked state) on the page, by its name or label. */
function fieldValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const values: Record<string, string> = {};
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input:not([type="hidden"]):not([type="file"]), main textarea');
    fields.forEach((field, index) => {
      const key = field.name || field.getAttribute('aria-label') || field.id || String(index);
      values[`${index}:${key}`] = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? String(field.checked) : field.value;
    });
    return values;
  });
}

/**
 * Where each field of the card's forms is drawn, relative to its form: the same whether the card's
 * code has come or not, unless a stylesheet comes with it. Relative, so that a colleague's presence
 * note appearing above the card (another test may have it open) does not count; the forms only, as
 * sections below them fill with what they fetch once hydrated (a product's stock).
 */
function fieldBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main form input:not([type="hidden"]):not([type="file"]), main form textarea')].map((field) => {
      const box = field.getBoundingClientRect();
      const frame = field.closest('form')!.getBoundingClientRect();
      return `${field.getAttribute('name') ?? field.id}: ${Math.round(box.left - frame.left)},${Math.round(box.top - frame.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    }),
  );
}

/** The page as its HTML makes it, inline scripts included, with none of its script files loaded. */
async function htmlOnly(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({ baseURL: E2E.appUrl, viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(await page.context().cookies());
    await context.route('**/_next/static/**/*.js', (route) => route.abort());
    const html = await context.newPage();
    await html.goto(path);
    // React reveals large server-rendered parts sent after the shell at the next frame.
    await html.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
    const save = html.getByRole('button', { name: /^Сохранить/ }).first();
    return { values: await fieldValues(html), boxes: await fieldBoxes(html), saveDisabled: await save.getAttribute('aria-disabled') };
  } finally {
    await context.close();
  }
}

for (const path of ['/clients/3', '/catalog/products/1', '/catalog/categories/1', '/shops/1', '/settings/store', '/news/1']) {
  test(`${path}: the HTML alone is the whole card, every field as the running page shows it`, async ({ page, browser }) => {
    await useSession(page, 'chief');
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    const markup = (await response?.text()) ?? '';
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main [data-hydrating]')).toHaveCount(0);
    const hydrated = await fieldValues(page);
    expect(Object.keys(hydrated).length).toBeGreaterThan(0);
    // Its styles too: a stylesheet that came with the card's code drew its fields differently
    // before (components/ui/deferred-part-styles.ts).
    expect(stylesheets.filter((href) => !markup.includes(href))).toEqual([]);
    const html = await htmlOnly(browser, page, path);
    expect(html.values).toEqual(hydrated);
    expect(html.boxes).toEqual(await fieldBoxes(page));
    // Without the card's code «Сохранить» says it cannot be used yet.
    expect(html.saveDisabled).toBe('true');
  });
}

test('what is typed into a card before its chunk arrives is kept, counts as unsaved and is saved', async ({ page }) => {
  await useSession(page, 'chief');
  const path = '/clients/3';
  // The scripts of the page's first load, from its HTML: every other chunk (the card's) waits.
  const html = await (await page.request.get(path)).text();
  const initial = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  // Its load event waits for the held chunk: the HTML is enough here.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const comment = page.getByLabel('Комментарий');
  const save = page.getByRole('button', { name: 'Сохранить' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  const typed = `Перезвонить до обеда ${Date.now()}`;
  await comment.fill(typed);

  release();
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  await expect(comment).toHaveValue(typed);
  // Unsaved: the menu's link asks before leaving.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Заказы' }).click();
  await expect(page.getByRole('dialog')).toContainText('Есть несохранённые изменения');
  await page.getByRole('button', { name: 'Остаться' }).click();

  await save.click();
  await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Комментарий')).toHaveValue(typed);
});

test('a press on a card made before any of the page’s scripts has run is made once the card is live', async ({ page }) => {
  await useSession(page, 'chief');
  // A slow phone: the card is on screen, none of the page's script files has arrived.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/shops/1', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  // Held by the layout's boot script, handed to the card's code, pressed once the card is live.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Вы действительно хотите удалить магазин');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

// The data of a screen comes with the router's prefetch on intent; its card's code, a chunk of its
// own, is fetched then too (`IntentLink`'s `preload`), or the card would show a spinner after the
// heading while it comes (on a phone over 4G, 300–400 ms: docs/performance.md).
/** The first order on the list whose card names its client. */
async function openOrderWithClient(page: Page) {
  type Orders = { data: { data: { id: number; customer: { id: number } | null }[] } };
  const reply = (await (await page.request.get('/dashboard/v1/chief/market/orders?perPage=50')).json()) as Orders;
  const order = reply.data.data.find((row) => row.customer);
  if (!order) throw new Error('no order with a client in the demo data');
  await page.goto(`/orders/${order.id}`);
}

const cardLinks: { from: string; open: (page: Page) => Promise<unknown>; link: string; to: RegExp }[] = [
  { from: 'a list of shops', open: (page) => page.goto('/shops'), link: 'main table a[href^="/shops/"]', to: /^\/shops\/\d+$/ },
  { from: 'a list of orders', open: (page) => page.goto('/orders'), link: 'main table a[href^="/orders/"]', to: /^\/orders\/\d+$/ },
  { from: 'a list of clients', open: (page) => page.goto('/clients'), link: 'main table a[href^="/clients/"]', to: /^\/clients\/\d+$/ },
  // A card's link to another card: the order's client.
  { from: "an order's card", open: openOrderWithClient, link: 'main a[href^="/clients/"]', to: /^\/clients\/\d+$/ },
];

for (const { from, open, link: linkSelector, to } of cardLinks) {
  test(`a card opened from ${from} needs no script after the click: its code came when the pointer reached the link`, async ({ page }) => {
    await useSession(page, 'chief');
    await open(page);
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    let inFlight = 0;
    let lastActivity = 0;
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.url());
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = (request: { resourceType(): string }) => {
      if (request.resourceType() !== 'script') return;
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    const link = page.locator(linkSelector).first();
    await link.hover();
    // The card's code comes in steps (a loader chunk, then the chunks it names): the click waits
    // until the hover's fetching has been quiet for a second.
    await expect
      .poll(() => scripts.length > 0 && inFlight === 0 && Date.now() - lastActivity > 1000, { message: 'the hover fetched the card\'s code', timeout: 15_000 })
      .toBe(true);
    const beforeClick = scripts.length;
    await link.click();
    await expect(page).toHaveURL((url) => to.test(url.pathname));
    await expect(page.locator('main form').first()).toBeVisible();
    expect(scripts.slice(beforeClick)).toEqual([]);
  });
}
