import { expect, test } from './fixtures';
import { hydrated, useSession, type SessionAccount } from './demo';
import { PHONE, phoneProblems } from './phone';
import { ADMIN_SCREENS, CHIEF_SCREENS } from './screens';

/**
 * Every screen fits a 390 px phone: nothing on it reaches past the box that clips it (the page
 * itself included) unless that box is a marked scroll region showing its hint, and the call
 * widget stays within the screen. The screens are opened with records of the demo seed; a
 * screen that fell back to «не найден» would check nothing, so that fails too.
 */
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const [account, screens] of [
  ['chief', CHIEF_SCREENS],
  ['admin', ADMIN_SCREENS],
] as [SessionAccount, string[]][]) {
  test(`every ${account} screen fits 390 px: nothing clipped without a scroll hint`, async ({ page }) => {
    test.setTimeout(240_000);
    await useSession(page, account);
    const problems: string[] = [];
    for (const path of screens) {
      problems.push(...(await phoneProblems(page, path)));
      if (await page.locator('#record-not-found').count()) problems.push(`${path}: the record is not found`);
    }
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
  // At the bottom of a phone: clear of the header (the menu button, «Поиск», the user menu) and
  // inside the screen's height, measured once the toast has slid in from below.
  const header = (await page.getByRole('banner').boundingBox())!;
  const placed = async () => (await page.locator('[data-sonner-toast]').first().boundingBox())!;
  await expect.poll(async () => (await placed()).y + (await placed()).height).toBeLessThanOrEqual(PHONE.height);
  expect((await placed()).y).toBeGreaterThanOrEqual(header.y + header.height);
  // A mobile browser widens its layout viewport for anything past the edge, fixed toasts included.
  expect(await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth))).toBeLessThanOrEqual(PHONE.width);
});
