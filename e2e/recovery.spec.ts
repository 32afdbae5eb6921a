import { expect, test } from './fixtures';
import { E2E } from './env';
import { newUser, registerDirectly } from './new-user';

// An unknown e-mail (404) and refused or expired reset links (422) are what these tests cause.
test.use({ allowedFailures: [/(404|422).*\/dashboard\/v1\/chief\/(password-reset(-link)?|login)\b/] });

async function lastResetToken(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.get(`${E2E.upstreamUrl}/__demo/password-reset/last?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('recovery of an unknown e-mail shows the fixed 404 text of §8', async ({ page }) => {
  await page.goto('/login/recovery');
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await expect(page.getByText('На указанный E-mail придет письмо с инструкцией')).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody-here@example.ru');
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByText('Неверные E-mail или пароль. Проверьте корректность введенных данных')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('nobody-here@example.ru');
});

test('recovery checks the e-mail like login', async ({ page }) => {
  await page.goto('/login/recovery');
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByText('Поле "E-mail" является обязательным')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByText('Проверьте адрес электронной почты')).toBeVisible();
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/login');
});

test('a user recovers the password by the link and signs in with the new one', async ({ page }) => {
  const user = newUser('recovery');
  await registerDirectly(page.request, user);

  await page.goto('/login/recovery');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(
    page.getByText('На указанный E-mail отправлена инструкция, используйте её для восстановления пароля'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Восстановить' })).toHaveCount(0);

  const token = await lastResetToken(page.request, user.email);
  await page.goto(`/login/update?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await page.getByLabel('Новый пароль', { exact: true }).fill('short');
  await page.getByLabel('Повторите пароль', { exact: true }).fill('other');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы')).toBeVisible();
  await expect(page.getByText('Пароли должны совпадать')).toBeVisible();

  await page.getByLabel('Новый пароль', { exact: true }).fill('Fresh_pass2');
  await page.getByLabel('Повторите пароль', { exact: true }).fill('Fresh_pass2');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('heading', { name: 'Пароль изменён' })).toBeVisible();

  await page.getByRole('link', { name: 'Войти' }).first().click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill('Fresh_pass2');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();

  // The link works once.
  await page.context().clearCookies();
  await page.goto(`/login/update?token=${token}`);
  await page.getByLabel('Новый пароль', { exact: true }).fill('Fresh_pass3');
  await page.getByLabel('Повторите пароль', { exact: true }).fill('Fresh_pass3');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Ссылка для восстановления пароля недействительна или устарела')).toBeVisible();
});

test('an invalid reset link shows the server message and a way to ask for a new one', async ({ page }) => {
  await page.goto('/login/update?token=not-a-real-token');
  await page.getByLabel('Новый пароль', { exact: true }).fill('Fresh_pass2');
  await page.getByLabel('Повторите пароль', { exact: true }).fill('Fresh_pass2');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Ссылка для восстановления пароля недействительна или устарела')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
  await expect(page).toHaveURL('/login/recovery');
});
