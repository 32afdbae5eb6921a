import { expect, test } from './fixtures';
import { hydrated, useSession } from './demo';

/**
 * A path inside a back-office section that no page serves gets Next's prerendered 404, whose
 * scripts carry no nonce: the page's CSP must allow them as the build wrote them. The fixture
 * fails the test on any CSP refusal; the 404 itself is what these tests ask for.
 */
test.use({ allowedFailures: [/404 GET \/(news|admin\/companies)\/999999\/edit|status of 404/] });

for (const [account, path] of [
  ['chief', '/news/999999/edit'],
  ['admin', '/admin/companies/999999/edit'],
] as const) {
  test(`${path} shows the not-found page, its scripts allowed by the CSP`, async ({ page }) => {
    await useSession(page, account);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    // React took the page over: its scripts loaded and ran.
    await hydrated(page.getByRole('link', { name: 'Перейти на главную' }));
  });
}
