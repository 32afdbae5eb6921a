import { expect, test } from './fixtures';
import { accounts, signIn } from './demo';

/**
 * «Активные сеансы»: two browsers signed in as the same user see each other in the list, each
 * marks itself «Этот сеанс», and ending the other one from the list signs it out on its next
 * request. Only that one session is ended: the setup project's shared session of this account
 * is in the list too and must survive (other specs use it), so «Завершить все другие сеансы» is
 * not pressed here; the API test covers it.
 */

// A browser no other spec uses, so its row is told apart from the shared account's other sessions.
const OTHER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:999.0) Gecko/20100101 Firefox/999.0';
const OTHER_DEVICE = 'Firefox 999, Linux';

test('two browsers of one user: listed, this one marked, the other ended and sent to /login', async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL, userAgent: OTHER_AGENT, locale: 'ru-RU', timezoneId: 'Asia/Vladivostok' });
  const otherPage = await other.newPage();
  await signIn(otherPage, accounts.chief);
  await signIn(page, accounts.chief);

  // The other browser sees its own session as «Этот сеанс».
  await otherPage.goto('/profile/sessions');
  const otherOwnRow = otherPage.getByRole('row').filter({ hasText: 'Этот сеанс' });
  await expect(otherOwnRow).toHaveCount(1);
  await expect(otherOwnRow).toContainText(OTHER_DEVICE);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Активные сеансы' }).click();
  await expect(page).toHaveURL('/profile/sessions');
  await expect(page.getByRole('heading', { name: 'Активные сеансы' })).toBeVisible();
  const current = page.getByRole('row').filter({ hasText: 'Этот сеанс' });
  await expect(current).toHaveCount(1);
  await expect(current).not.toContainText(OTHER_DEVICE);
  const otherRow = page.getByRole('row').filter({ hasText: OTHER_DEVICE });
  await expect(otherRow).toHaveCount(1);
  await expect(otherRow).not.toContainText('Этот сеанс');
  // Signed in and last seen in the §9 form 'HH:mm DD.MM.YYYY'.
  await expect(otherRow.getByRole('cell').nth(2)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \/ \d{2}:\d{2}$/);

  await otherRow.getByRole('button', { name: `Завершить сеанс «${OTHER_DEVICE}»` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(OTHER_DEVICE);
  await dialog.getByRole('button', { name: 'Завершить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: OTHER_DEVICE })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Этот сеанс' })).toHaveCount(1);

  // The ended browser's next navigation lands on the login page; this one stays signed in.
  await otherPage.goto('/orders');
  await expect(otherPage).toHaveURL('/login');
  await page.reload();
  await expect(page).toHaveURL('/profile/sessions');
  await expect(page.getByRole('row').filter({ hasText: 'Этот сеанс' })).toHaveCount(1);
  await other.close();
});
