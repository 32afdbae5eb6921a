import { expect, test } from './fixtures';
import { useSession } from './demo';

test('a signed-out visitor sees the demo company app with store links and a QR code', async ({ page }) => {
  await page.goto('/download');
  await expect(page).toHaveURL('/download');
  await expect(page.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  const qr = page.getByRole('img', { name: 'QR-код для скачивания приложения' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('another company is chosen by the query; an unpublished or unknown app says so', async ({ page }) => {
  await page.goto('/download?company=3');
  await expect(page.getByRole('heading', { name: 'Хлебный дом' })).toBeVisible();
  await page.goto('/download?company=2');
  await expect(page.getByText('Приложение ещё готовится к публикации')).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
  await page.goto('/download?company=999');
  await expect(page.getByText('Приложение не найдено')).toBeVisible();
});

test('a signed-in user is sent away from /download', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/download');
  await expect(page).toHaveURL('/');
});
