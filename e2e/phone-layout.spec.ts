import { expect, test, type Page } from './fixtures';
import { hydrated, useSession, type SessionAccount } from './demo';
import { ADMIN_SCREENS, CHIEF_SCREENS } from './screens';

/**
 * Every screen fits a 390 px phone: the page never scrolls sideways (wide tables scroll inside
 * their own box), and the call widget stays within the viewport.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

async function layoutProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Compared with the phone's width, not innerWidth: a mobile browser widens its layout viewport
  // to fit content that sticks out (zooming the page out), which would hide the problem.
  return page.evaluate(({ where, phone }) => {
    const problems: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > phone.width || window.innerWidth > phone.width) {
      // Name the outermost elements that stick out (fixed ones follow the widened viewport).
      const sticksOut = (element: Element) =>
        element.getBoundingClientRect().right > phone.width + 1 && getComputedStyle(element).position !== 'fixed';
      const culprit = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
        .slice(0, 3)
        .join(', ');
      problems.push(`${where}: page is ${width} px wide (${culprit})`);
    }
    const widget = document.querySelector<HTMLElement>('button[aria-label="Связаться с менеджером"]');
    if (widget) {
      const box = widget.getBoundingClientRect();
      if (box.left < 0 || box.top < 0 || box.right > phone.width || box.bottom > phone.height) {
        problems.push(`${where}: call widget outside the viewport`);
      }
    }
    return problems;
  }, { where: path, phone: PHONE });
}

for (const [account, screens] of [
  ['chief', CHIEF_SCREENS],
  ['admin', ADMIN_SCREENS],
] as [SessionAccount, string[]][]) {
  test(`every ${account} screen fits 390 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await useSession(page, account);
    const problems: string[] = [];
    for (const path of screens) problems.push(...(await layoutProblems(page, path)));
    expect(problems).toEqual([]);
  });
}

test('a toast on a phone stays inside the screen', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/clients/2');
  const save = page.getByRole('button', { name: 'Сохранить изменения' });
  await hydrated(save);
  await save.click();
  const toast = page.getByText('Данные клиента сохранены');
  await expect(toast).toBeVisible();
  const box = (await page.locator('[data-sonner-toast]').first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // Below the header, so the menu button, «Поиск» and the user menu stay usable (measured once
  // the toast has slid in: it enters from above).
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  // A mobile browser widens its layout viewport for anything past the edge, fixed toasts included.
  expect(await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth))).toBeLessThanOrEqual(PHONE.width);
});
