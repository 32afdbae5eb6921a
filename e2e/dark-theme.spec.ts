import { accessibilityProblems, expect, test, type Page } from './fixtures';
import { hydrated, useSession, type SessionAccount } from './demo';
import { E2E } from './env';
import { ADMIN_SCREENS, CHIEF_SCREENS, screenUrl } from './screens';

/**
 * The dark theme: every signed-in screen is dark under a dark system and passes the same axe
 * checks (colour contrast included) as the light one; the profile's switch (the user menu's for
 * the administrator) overrides the system at once, and the next page load is dark from its very
 * first paint, before any script.
 */

/** The relative luminance (WCAG) of the page's background: 0 is black, 1 is white. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = getComputedStyle(document.documentElement).backgroundColor.match(/[\d.]+/g)!.map(Number);
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

const DARK = 0.2;
const LIGHT = 0.8;

/** A few screens per test, so the two workers share the list. */
function chunks(screens: readonly string[], size: number): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < screens.length; start += size) result.push(screens.slice(start, start + size));
  return result;
}

test.describe('under a dark system', () => {
  test.use({ colorScheme: 'dark' });

  for (const [account, screens] of [
    ['chief', CHIEF_SCREENS],
    ['admin', ADMIN_SCREENS],
  ] as [SessionAccount, readonly string[]][]) {
    for (const part of chunks(screens, 8)) {
      test(`${account} screens ${part[0]} … ${part.at(-1)} are dark and pass axe`, async ({ page }) => {
        test.setTimeout(120_000);
        await useSession(page, account);
        const problems: string[] = [];
        for (const path of part) {
          await page.goto(await screenUrl(page, path));
          await page.waitForLoadState('networkidle');
          const luminance = await backgroundLuminance(page);
          if (luminance >= DARK) problems.push(`${path}: background luminance ${luminance.toFixed(2)}`);
          problems.push(...(await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`));
        }
        expect(problems).toEqual([]);
      });
    }
  }

  test('popups, the calendar, a toast, the call widget and the user menu pass axe in the dark theme', async ({ page }) => {
    test.setTimeout(90_000);
    await useSession(page, 'chief');
    const problems: string[] = [];
    const check = async (what: string) => problems.push(...(await accessibilityProblems(page)).map((problem) => `${what}: ${problem}`));

    await page.goto('/clients/2');
    const birthday = page.getByLabel('Дата рождения');
    await hydrated(birthday);
    await birthday.locator('xpath=..').getByRole('button', { name: 'Открыть календарь' }).click();
    const calendar = page.getByRole('dialog', { name: 'Выбор даты' });
    await expect(calendar).toBeVisible();
    await check('calendar');
    await calendar.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
    await check('toast');

    await page.goto('/profile');
    const everywhere = page.getByRole('button', { name: 'Выйти на всех устройствах' });
    await hydrated(everywhere);
    await everywhere.click();
    const confirm = page.getByRole('dialog', { name: 'Подтвердите действие' });
    await expect(confirm).toBeVisible();
    await check('confirmation popup');
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toBeHidden();

    const widget = page.getByRole('button', { name: 'Связаться с менеджером' });
    await widget.click();
    const form = page.getByRole('dialog', { name: 'Связаться с менеджером' });
    await expect(form).toBeVisible();
    await check('call widget form');
    await form.getByRole('button', { name: 'Отмена' }).click();

    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('user menu');
    expect(await backgroundLuminance(page)).toBeLessThan(DARK);
    expect(problems).toEqual([]);
  });
});

test('the profile switch overrides the system at once and from the first paint of the next load', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await useSession(page, 'chief');
  await page.goto('/profile');
  const group = page.getByRole('radiogroup', { name: 'Тема оформления' });
  const system = group.getByRole('radio', { name: 'Как в системе' });
  const dark = group.getByRole('radio', { name: 'Тёмная' });
  // The visible option is the label: its drawn dot covers the native input.
  const choose = (label: string) => group.getByText(label, { exact: true }).click();
  await hydrated(dark);
  await expect(system).toBeChecked();
  expect(await backgroundLuminance(page)).toBeGreaterThan(LIGHT);

  // At once: no navigation, no reload (a marker on the window would not survive either).
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await choose('Тёмная');
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')).toMatchObject({ value: 'dark', sameSite: 'Lax' });

  // Paper stays light whatever the theme.
  await page.emulateMedia({ media: 'print' });
  expect(await backgroundLuminance(page)).toBeGreaterThan(LIGHT);
  await page.emulateMedia({ media: 'screen' });

  // The next load, without any script: what the server sent and the stylesheet alone are dark.
  const scriptless = await browser.newContext({ baseURL: E2E.appUrl, javaScriptEnabled: false, colorScheme: 'light' });
  try {
    await scriptless.addCookies(await page.context().cookies());
    const first = await scriptless.newPage();
    await first.goto('/profile');
    expect(await backgroundLuminance(first)).toBeLessThan(DARK);
  } finally {
    await scriptless.close();
  }
  await page.reload();
  await expect(dark).toBeChecked();
  expect(await backgroundLuminance(page)).toBeLessThan(DARK);

  // «Светлая» holds under a dark system; «Как в системе» follows it both ways and drops the cookie.
  await page.emulateMedia({ colorScheme: 'dark' });
  await hydrated(dark);
  await choose('Светлая');
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(LIGHT);
  await choose('Как в системе');
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(LIGHT);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'theme')).toBe(false);
});

test('the administrator switches the theme in the user menu', async ({ page }) => {
  await useSession(page, 'admin');
  await page.goto('/admin/companies');
  const toggle = page.getByRole('button', { name: 'Меню пользователя' });
  await hydrated(toggle);
  await toggle.click();
  await page.getByRole('menuitemradio', { name: 'Тёмная' }).click();
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);
  await page.reload();
  expect(await backgroundLuminance(page)).toBeLessThan(DARK);
  await toggle.click();
  await expect(page.getByRole('menuitemradio', { name: 'Тёмная' })).toHaveAttribute('aria-checked', 'true');
  // Back to the default, which is what every other test of this account expects.
  await page.getByRole('menuitemradio', { name: 'Как в системе' }).click();
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(LIGHT);
});

test('the theme chosen in the back office reaches the API docs from their first paint', async ({ page, context }) => {
  const docsBackground = async (choice: 'light' | 'dark' | null, system: 'light' | 'dark') => {
    await context.clearCookies({ name: 'theme' });
    if (choice) await context.addCookies([{ name: 'theme', value: choice, url: E2E.appUrl }]);
    await page.emulateMedia({ colorScheme: system });
    // The prerendered page, painted before any of its modules run: the theme comes with its HTML.
    await page.goto('/api', { waitUntil: 'commit' });
    await page.waitForSelector('#docs-content');
    return backgroundLuminance(page);
  };
  expect(await docsBackground('dark', 'light')).toBeLessThan(DARK);
  expect(await docsBackground('light', 'dark')).toBeGreaterThan(LIGHT);
  expect(await docsBackground(null, 'dark')).toBeLessThan(DARK);
  expect(await docsBackground(null, 'light')).toBeGreaterThan(LIGHT);
  // The docs themselves pass axe in the dark theme the back office chose (the page check below).
  await docsBackground('dark', 'light');
  await page.waitForLoadState('load');
});
