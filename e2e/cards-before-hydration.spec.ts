import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { holdScripts, reactListening, stylesheetRequests, useSession } from './demo';
import { E2E } from './env';

// The side menu is on screen (a drawer below 1366 px).
test.use({ viewport: { width: 1440, height: 900 } });

// A card's code comes with its page (issue 49): its HTML is the card itself, fields filled; what is
// typed or ticked before the page's script runs stays and is saved; a save pressed then shows busy
// at once (lib/ui/press-feedback-boot.ts) and is made once the form is hydrated (React holds the
// submission of a form whose action is a function: components/form/app-form.tsx); any other
// button pressed before the script shows busy and is not pressed again.

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
    // Three loads of a card, one of them without its scripts.
    test.slow();
    await useSession(page, 'chief');
    const stylesheets = stylesheetRequests(page);
    const response = await page.goto(path);
    const markup = (await response?.text()) ?? '';
    await page.waitForLoadState('networkidle');
    const hydrated = await fieldValues(page);
    expect(Object.keys(hydrated).length).toBeGreaterThan(0);
    // Its styles too: a stylesheet that came after the HTML would draw its fields differently.
    expect(stylesheets.filter((href) => !markup.includes(href))).toEqual([]);
    const html = await htmlOnly(browser, page, path);
    expect(html.values).toEqual(hydrated);
    expect(html.boxes).toEqual(await fieldBoxes(page));
    // Without the card's code «Сохранить» can be pressed: the save is made once the code has come.
    expect(html.saveDisabled).toBeNull();
  });
}


/** Chooses an option of a combobox field. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A phone on slow 4G (Lighthouse's: 150 ms, 1.6 Mbit/s) with its CPU four times slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
}

/** A product of the test's own, so that what it changes is nobody else's; its card's path. */
async function createProduct(page: Page): Promise<string> {
  await page.goto('/catalog/products/create');
  await page.getByLabel('Наименование').fill(`Раф тест ${Date.now()}`);
  await pick(page, 'Категория', 'Эспрессо-напитки');
  await page.getByLabel('Базовая цена, ₽').fill('390');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page).toHaveURL(/\/catalog\/products\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Активен' })).toBeChecked();
  return new URL(page.url()).pathname;
}

/** The product card at `path` on a throttled page: its HTML on screen, none of its scripts run yet. */
async function cardBeforeScripts(page: Page, path: string) {
  const unthrottle = await throttle(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const article = page.getByLabel('Артикул');
  await expect(article).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(reactListening)).toBe(false);
  return { article, release, unthrottle };
}

/** Lets the scripts come, waits for the save they make, and reloads the card at full speed. */
async function savedOnceLive(page: Page, held: { release: () => void; unthrottle: () => Promise<void> }) {
  held.release();
  await expect(page.getByText('Изменения сохранены')).toBeVisible({ timeout: 60_000 });
  await held.unthrottle();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
}

test('on a throttled phone, a field typed, «Активен» and «Сохранить» pressed before any script has run: busy at once, and all of it is saved', async ({ page }) => {
  test.setTimeout(120_000);
  await useSession(page, 'chief');
  const held = await cardBeforeScripts(page, await createProduct(page));
  const { article } = held;
  const active = page.getByRole('checkbox', { name: 'Активен' });
  // The product form's own (the sections under it have one each too).
  const save = page.locator('main form').first().getByRole('button', { name: 'Сохранить изменения' });
  // Typed and pressed before any of the page's scripts has run: two presses in a row.
  const typed = `RAF-${Date.now()}`;
  await article.fill(typed);
  // Real presses at the controls' places: the checkbox's drawn box lies over its invisible input,
  // which a locator's click would wait for to take the pointer.
  const activeBox = (await active.boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  await page.mouse.click(activeBox.x + activeBox.width / 2, activeBox.y + activeBox.height / 2);
  await page.mouse.click(saveBox.x + saveBox.width / 2, saveBox.y + saveBox.height / 2);
  // Marked in the press's own event, by the layout's inline script: the feedback does not wait.
  await expect(save).toHaveAttribute('aria-busy', 'true', { timeout: 100 });
  expect(await page.evaluate(reactListening)).toBe(false);
  // Nothing was submitted natively (no navigation, the typed value still there).
  await expect(article).toHaveValue(typed);

  await savedOnceLive(page, held);
  await expect(page.getByLabel('Артикул')).toHaveValue(typed);
  await expect(page.getByRole('checkbox', { name: 'Активен' })).not.toBeChecked();
});

test('on a throttled phone, Enter in a field before any script has run saves what was typed once the card is live', async ({ page }) => {
  test.setTimeout(120_000);
  await useSession(page, 'chief');
  const held = await cardBeforeScripts(page, await createProduct(page));
  const typed = `ENTER-${Date.now()}`;
  await held.article.fill(typed);
  await held.article.press('Enter');
  await expect(held.article).toHaveValue(typed);
  await savedOnceLive(page, held);
  await expect(page.getByLabel('Артикул')).toHaveValue(typed);
});

test('a button pressed before the page’s script has run shows busy at once; the press is not replayed, a press once live works', async ({ page }) => {
  await useSession(page, 'chief');
  const release = await holdScripts(page);
  await page.goto('/shops/1', { waitUntil: 'domcontentloaded' });
  const remove = page.getByRole('button', { name: 'Удалить' });
  await remove.click();
  // Set in the press's own event by the layout's boot script, before anything else runs.
  await expect(remove).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  // Once React runs the mark goes, and the early press is not made again.
  await expect(remove).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Вы действительно хотите удалить магазин');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

// The data of a screen comes with the router's prefetch on intent, and its card's code with it (the
// payload names the card's client modules, which React starts loading as it reads it), or the card
// would wait for its code after the click (on a phone over 4G, 300–400 ms: docs/performance.md).
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
