import { expect, test, type Page } from './fixtures';
import { docPages } from '../lib/docs/pages';
import { useSession } from './demo';

/** The API documentation under /api (§2): public, server rendered, navigable without the dashboard. */

const articleNav = (page: Page) => page.getByRole('navigation', { name: 'Навигация по статье' });
const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** Fails the test on hydration mismatches and other script errors on a docs page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The app has no favicon; the browser asks for one anyway.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  return errors;
}

test.describe('API documentation', () => {
  test('/api opens the first page, and "Следующая статья" leads through every page in order', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.goto('/api');
    await expect(page).toHaveURL('/api/webhook/create');
    const pager = page.getByRole('navigation', { name: 'Соседние статьи' });
    await expect(pager.getByRole('link', { name: /Предыдущая статья/ })).toHaveCount(0);

    for (const [index, doc] of docPages.entries()) {
      await expect(page).toHaveURL(doc.href);
      await expect(title(page)).toHaveText(doc.title);
      await expect(page).toHaveTitle(`${doc.title} — ${doc.section.title} · Документация API`);
      await expect(articleNav(page).getByRole('link').first()).toHaveText('Описание');
      if (index > 0) {
        await expect(pager.getByRole('link', { name: /Предыдущая статья/ })).toHaveAttribute('href', docPages[index - 1]!.href);
      }
      const next = docPages[index + 1];
      if (!next) break;
      await pager.getByRole('link', { name: /Следующая статья/ }).click();
    }
    await expect(page).toHaveURL('/api/feed/catalog');
    await expect(pager.getByRole('link', { name: /Следующая статья/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the anchor list highlights the section in view while scrolling', async ({ page }) => {
    await page.goto('/api/webhook/events');
    const nav = articleNav(page);
    await expect(nav.getByRole('link', { name: 'Описание', exact: true })).toHaveAttribute('aria-current', 'location');

    for (const [id, name] of [
      ['notification', 'Формат уведомления'],
      ['errors', 'Ошибки'],
      ['request', 'Запрос'],
    ] as const) {
      await page.locator(`#${id}`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'location');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }

    // Wheel scrolling, as a reader does: from the top down into the event list.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav.getByRole('link', { name: 'Описание', exact: true })).toHaveAttribute('aria-current', 'location');
    const target = await page.locator('#event-list').evaluate((heading) => heading.getBoundingClientRect().top - 100);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, target);
    await expect(nav.getByRole('link', { name: 'Список событий', exact: true })).toHaveAttribute('aria-current', 'location');
  });

  test('a deep link to a heading scrolls to it, and so does a click in the anchor list', async ({ page }) => {
    await page.goto('/api/acquiring/ffd-keys#payment-object');
    const heading = page.getByRole('heading', { name: 'Предмет расчёта' });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 1e9).toBeLessThan(200);
    await expect(articleNav(page).getByRole('link', { name: 'Предмет расчёта' })).toHaveAttribute('aria-current', 'location');

    await articleNav(page).getByRole('link', { name: 'Ошибки', exact: true }).click();
    await expect(page).toHaveURL('/api/acquiring/ffd-keys#errors');
    await expect(page.getByRole('heading', { name: 'Ошибки', exact: true })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Ошибки', exact: true })).toBeFocused();
  });

  test('a signed-out visitor reads the docs', async ({ page }) => {
    await page.goto('/api/bonus/add');
    await expect(page).toHaveURL('/api/bonus/add');
    await expect(title(page)).toHaveText('Начисление бонусов');
    await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });

  test('a signed-in company user reads the docs, and the header link goes back home', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/api/bonus/add');
    await expect(page).toHaveURL('/api/bonus/add');
    await expect(title(page)).toHaveText('Начисление бонусов');
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the code blocks copy their text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api/bonus/sub');
    const block = page.getByRole('figure').filter({ hasText: 'curl -X POST' });
    await block.getByRole('button', { name: 'Копировать' }).click();
    await expect(block.getByRole('status')).toHaveText('Скопировано');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("curl -X POST 'https://api.example.ru/v1/bonus/sub'");
  });

  test('search finds a heading and opens it', async ({ page }) => {
    await page.goto('/api/webhook/create');
    await page.getByRole('searchbox', { name: 'Поиск по документации' }).fill('подпись');
    await page.getByRole('search').getByRole('link', { name: /Проверка подписи/ }).click();
    await expect(page).toHaveURL('/api/webhook/events#signature');
    await expect(page.getByRole('heading', { name: 'Проверка подписи' })).toBeInViewport();
  });
});

test.describe('docs menu', () => {
  test('on a wide screen it collapses and stays collapsed after a reload', async ({ page }) => {
    await page.goto('/api/webhook/get');
    const menu = page.getByRole('navigation', { name: 'Разделы документации' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Получение вебхука' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu).toBeHidden();
    await page.reload();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu).toBeVisible();
  });

  test.describe('on mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('it is closed by default, opens as a drawer and closes after choosing a page', async ({ page }) => {
      await page.goto('/api/webhook/create');
      const menu = page.getByRole('navigation', { name: 'Разделы документации' });
      const toggle = page.getByRole('button', { name: 'Меню' });
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Баланс бонусов' }).click();
      await expect(page).toHaveURL('/api/bonus/balance');
      await expect(title(page)).toHaveText('Баланс бонусов');
      await expect(menu).toBeHidden();
      // Going back finds the page the drawer was opened on with the drawer closed.
      await page.goBack();
      await expect(title(page)).toHaveText('Создание вебхука');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test.describe('without JavaScript: the HTML, sitemap.xml and robots.txt', () => {
  test('the HTML of /api/io/clients holds the whole article', async ({ request }) => {
    const response = await request.get('/api/io/clients');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="doc-title"');
    expect(html).toContain('Экспорт и импорт клиентов');
    expect(html).toContain('Навигация по статье');
    expect(html).toContain('Выгрузка и загрузка клиентов файлом');
    expect(html).toContain('phone;name;email;birthday;gender;is_subscribed;status;bonus_balance');
    expect(html).toContain('https://api.example.ru/v1/io/clients');
    expect(html).toContain('Предыдущая статья');
    expect(html).toContain('Следующая статья');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/api/io/clients"/>');
    expect(html).toMatch(/<meta name="description" content="Как выгрузить клиентов/);
  });

  test('a docs page is the HTML prerendered at build time, with a hash-based CSP instead of a nonce', async ({ request }) => {
    const first = await request.get('/api/webhook/create');
    const second = await request.get('/api/webhook/create');
    // Next marks what it served from the prerender cache; nothing was rendered for these requests.
    expect(first.headers()['x-nextjs-prerender']).toMatch(/^1(, 1)*$/);
    expect(first.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('nonce-');
    // The back office keeps its per-request nonce.
    const login = await request.get('/login');
    expect(login.headers()['content-security-policy']).toMatch(/'nonce-[^']+' .*'strict-dynamic'/);
  });

  test('every docs page is served with its title and all its headings', async ({ request }) => {
    for (const doc of docPages) {
      const html = await (await request.get(doc.href)).text();
      expect(html, doc.href).toContain(`<title>${doc.title} — ${doc.section.title} · Документация API</title>`);
      for (const section of doc.sections) expect(html, `${doc.href}#${section.id}`).toContain(`id="${section.id}"`);
    }
  });

  test('sitemap.xml lists every docs page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(locs).toEqual(docPages.map((doc) => doc.href));
  });

  test('robots.txt allows the docs, disallows the back office and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('User-Agent: *');
    expect(text).toContain('Allow: /api/');
    expect(text).toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
