import { expect, test } from './fixtures';
import { hydrated, useSession } from './demo';
import { E2E } from './env';

test.describe('side menu', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('collapses, and its state survives a reload', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    const toggle = page.getByRole('button', { name: 'Меню', exact: true });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(menu).toBeHidden();
    await page.reload();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Меню', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Меню', exact: true }).click();
    await page.reload();
    await expect(menu).toBeVisible();
  });

  test('a menu navigation opens the next screen at its top (§2)', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/catalog/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    // Whichever box scrolls the screen (the window or the content pane): both are read.
    const scrolled = () => page.evaluate(() => window.scrollY + (document.getElementById('content')?.scrollTop ?? 0));
    await page.mouse.move(900, 600);
    await expect(async () => {
      await page.mouse.wheel(0, 2000);
      expect(await scrolled()).toBeGreaterThan(300);
    }).toPass();
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Заказы', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
    await expect.poll(scrolled).toBe(0);
  });

  test('shows both groups, the catalogue open and the company sections', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    for (const name of ['Главная', 'Каталог', 'Товары', 'Категории', 'Магазины', 'Заказы', 'Клиенты', 'Компания', 'Новости', 'Конструктор', 'Финансы', 'Настройки', 'API', 'Интеграции']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api/webhook/create');
    await menu.getByRole('button', { name: 'Развернуть раздел «Компания»' }).click();
    await expect(menu.getByRole('link', { name: 'О компании' })).toBeVisible();
  });

  test('a section is created from the menu, opened, and deleted while open', async ({ page }) => {
    await useSession(page, 'baker');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await menu.getByRole('button', { name: 'Развернуть раздел «Компания»' }).click();
    await menu.getByRole('button', { name: '+ Добавить раздел' }).click();
    const dialog = page.getByRole('dialog', { name: 'Создать раздел' });
    await expect(dialog.getByRole('button', { name: 'Создать' })).toBeDisabled();
    const title = `Доставка ${Date.now()}`;
    await dialog.getByLabel('Название').fill(title);
    await dialog.getByText('Фотогалерея', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Фотогалерея' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await expect(page).toHaveURL(/\/company\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Фотогалерея ·')).toBeVisible();
    await menu.getByRole('button', { name: `Удалить раздел «${title}»` }).click();
    const confirm = page.getByRole('dialog', { name: 'Подтвердите действие' });
    await expect(confirm.getByText('Вы действительно хотите удалить раздел?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Да, удалить' }).click();
    await expect(page).toHaveURL('/company');
    await expect(menu.getByRole('link', { name: title })).toHaveCount(0);
    const overview = page.getByRole('list', { name: 'Разделы компании' });
    await expect(overview.getByRole('listitem').first()).toBeVisible();
    await expect(overview.getByRole('listitem', { name: title })).toHaveCount(0);
  });
});

test('at 800 px the menu is a drawer that closes on an outside click', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await useSession(page, 'chief');
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(780, 500);
  await expect(menu).toBeHidden();
});

test('the admin sees only the admin menu and no call widget', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSession(page, 'admin');
  await page.goto('/admin/companies');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link')).toHaveText(['Компании', 'Финансы', 'Настройки', 'Журнал действий']);
  await expect(page.getByRole('button', { name: 'Связаться с менеджером' })).toHaveCount(0);
});

test('the call widget starts in the corner, docks where it is dragged (kept on reload), and sends a request from its form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, 'chief');
  await page.goto('/');
  const widget = page.getByRole('button', { name: 'Связаться с менеджером' });
  await hydrated(widget);
  // The page laid out whole (the summary figures above the first table), so nothing moves under the widget.
  await expect(page.getByRole('heading', { name: 'Элементы отображения' })).toBeVisible();
  await expect(page.getByText('Заказов сегодня')).toBeVisible();
  const start = (await widget.boundingBox())!;
  expect(Math.round(1280 - start.x - start.width)).toBe(26);
  expect(Math.round(800 - start.y - start.height)).toBe(26);

  // Let go left of the middle: it docks to the left side at that height (beside the summary
  // figures: 200 px up it would sit on the heading «Элементы отображения», which it keeps off).
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x - 900, start.y - 330, { steps: 8 });
  await page.mouse.up();
  const moved = (await widget.boundingBox())!;
  expect(Math.round(moved.x)).toBe(26);
  expect(moved.y).toBeLessThan(start.y - 150);
  // A drag is not a click: nothing was opened or sent.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // This device remembers the place.
  await page.reload();
  await hydrated(widget);
  const kept = (await widget.boundingBox())!;
  expect(Math.round(kept.x)).toBe(26);
  expect(Math.abs(kept.y - moved.y)).toBeLessThanOrEqual(1);

  // Dragged far outside, it stays on screen.
  await page.mouse.move(kept.x + 20, kept.y + 20);
  await page.mouse.down();
  await page.mouse.move(-500, -500, { steps: 5 });
  await page.mouse.up();
  const clamped = (await widget.boundingBox())!;
  expect(clamped.x).toBeGreaterThanOrEqual(0);
  expect(clamped.y).toBeGreaterThanOrEqual(0);

  const before = await (await page.request.get(`${E2E.upstreamUrl}/__demo/call-requests`)).json();
  // A click opens the form; «Отмена» sends nothing.
  await widget.click();
  await page.getByRole('dialog', { name: 'Связаться с менеджером' }).getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await widget.click();
  await page.getByRole('dialog', { name: 'Связаться с менеджером' }).getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible();
  const after = await (await page.request.get(`${E2E.upstreamUrl}/__demo/call-requests`)).json();
  expect(after.count).toBe(before.count + 1);
});

test('a popup is used by keyboard alone: focus stays inside, Escape closes it and focus returns', async ({ page }) => {
  await useSession(page, 'chief');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const expand = menu.getByRole('button', { name: 'Развернуть раздел «Компания»' });
  // A key pressed before the page's script has run only marks the button busy (it is not
  // replayed): the keyboard use under test starts once the menu is live.
  await hydrated(expand);
  await expand.focus();
  await page.keyboard.press('Enter');
  const add = menu.getByRole('button', { name: '+ Добавить раздел' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Создать раздел' });
  await expect(dialog).toBeVisible();
  // The page behind is inert: whatever Tab reaches is inside the dialog.
  expect(await page.locator('main').evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});

/** A part React sends after the rest (<div hidden id="S:n">) and swaps in by script. */
const HIDDEN_SEGMENT = /<div hidden(="")? id="S:\d+">/;

test.describe('first load', () => {
  // Wide enough for the side menu to sit beside the content (below 1366 px it is a drawer).
  test.use({ viewport: { width: 1440, height: 900 } });

  // A screen's data used to come inside a loading.tsx boundary: the HTML painted the skeleton,
  // and React revealed the hidden data with a script that ran behind the main bundle.
  test('the HTML of the company screens carries their heading and data outside any hidden streamed part', async ({ page }) => {
    await useSession(page, 'chief');
    for (const [path, heading] of [
      ['/orders', '<h1 id="orders-title"'],
      ['/catalog/products', '<h1 id="catalog-title"'],
      ['/clients/2', '<h1 id="client-title"'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      const at = html.indexOf(heading);
      expect(at, path).toBeGreaterThan(0);
      const hiddenSegment = html.search(HIDDEN_SEGMENT);
      expect(hiddenSegment === -1 || hiddenSegment > at, `${path}: heading inside a hidden segment`).toBe(true);
    }
  });

  // React sends a part apart when the page's HTML passes its 12.8 kB chunk, and reveals it 300 ms
  // after the heading's frame. The layout is kept small for that (line-icon.module.css), so that
  // a card of usual size comes whole with its page.
  test('a shop and a news item come whole with their page, nothing sent apart to be revealed later', async ({ page }) => {
    await useSession(page, 'chief');
    for (const path of ['/shops/1', '/news/1']) {
      // The server's first render of a screen loads its card's code, and sends the card apart meanwhile.
      await page.request.get(path);
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<h1');
      expect(html.search(HIDDEN_SEGMENT), `${path}: a part sent apart`).toBe(-1);
    }
  });

  test('a larger card has its first fields with the page; only the sections under them may come later', async ({ page }) => {
    await useSession(page, 'chief');
    // An order that exists whatever other tests did: the first of the list (the list envelope is `{ data: { data: [...] } }`).
    const orders = await (await page.request.get('/dashboard/v1/chief/market/orders?page=1')).json();
    const orderId: number = orders.data.data[0].id;
    // [the page, a mark of its first fields, a mark of the sections under them, whether the page is past React's chunk]
    for (const [path, first, later, large] of [
      ['/catalog/products/1', /<form[^>]*aria-labelledby="product-title"/, 'id="product-stock-title"', true],
      ['/clients/2', /<form[^>]*aria-labelledby="client-form-title"/, 'id="client-orders-title"', true],
      // An order's size follows its lines and history: with many lines (the demo's first order has
      // 5 kB of them when fresh) the whole card is sent apart, React's first 12.8 kB being 8 kB of
      // layout; sent apart or not, its lines come before its data and history.
      [`/orders/${orderId}`, /<table[^>]*/, 'id="order-timeline-title"', false],
    ] as const) {
      await page.request.get(path);
      const html = await (await page.request.get(path)).text();
      const hidden = html.search(HIDDEN_SEGMENT);
      // Large enough for React to send a part apart: the test would prove nothing otherwise.
      if (large) expect(hidden, `${path}: nothing sent apart`).toBeGreaterThan(0);
      const firstAt = html.search(first);
      expect(firstAt, `${path}: its first fields`).toBeGreaterThan(0);
      expect(firstAt, `${path}: its first fields before the sections under them`).toBeLessThan(html.indexOf(later));
      if (large) {
        expect(firstAt, `${path}: its first fields sent apart`).toBeLessThan(hidden);
        expect(html.indexOf(later), `${path}: the sections under them`).toBeGreaterThan(hidden);
      }
    }
  });

  test('a side-menu navigation shows the list skeleton until the next screen arrives', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
    // Hold the next screen's server answer, so what shows meanwhile can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/catalog\/products/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Товары', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toHaveCount(0);
  });

  test('the side menu fetches a screen with its data once the pointer reaches its link, and the click shows it without asking again', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/orders');
    const products = page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Товары', exact: true });
    await hydrated(products);
    await page.waitForLoadState('networkidle');
    // The screen's server answers: its route tree (a segment prefetch) and the page with its data.
    const asked: ('tree' | 'page')[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (new URL(request.url()).pathname === '/catalog/products' && headers.rsc) asked.push(headers['next-router-segment-prefetch'] ? 'tree' : 'page');
    });
    // Nothing is fetched for a link the user has not reached (twenty targets would cost twenty reads).
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    const pageFetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/catalog/products' && !response.request().headers()['next-router-segment-prefetch']);
    await products.hover();
    await pageFetched;
    const beforeClick = asked.length;
    expect(asked).toContain('page');
    await products.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    expect(asked.length, 'the click asked the server again').toBe(beforeClick);
  });

  test('a list fetches none of the records its rows link to, nor the profile, until the pointer reaches a link', async ({ page }) => {
    await useSession(page, 'chief');
    // Every screen the page asks the router for, from the first byte on.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.headers().rsc) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/orders');
    const first = page.getByRole('table').getByRole('link', { name: /^Заказ № / }).first();
    await hydrated(first);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    const href = (await first.getAttribute('href'))!;
    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === href && Boolean(request.headers().rsc));
    await first.hover();
    await fetched;
  });
});

test('the skip link is the first Tab stop; a toast opens below the header, clear of «Поиск» and the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSession(page, 'chief');
  await page.goto('/clients/2');
  const save = page.getByRole('button', { name: 'Сохранить изменения' });
  await hydrated(save);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await save.click();
  await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  // Measured once the toast has slid in: it enters from above.
  await expect.poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});
