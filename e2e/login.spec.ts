import { expect, test, type Page } from './fixtures';
import { accounts, enterCode, withCodeLock, type Account } from './demo';

// Wrong passwords and rejected payloads are answered 404 / 422 on purpose.
test.use({ allowedFailures: [/(404|422).*\/dashboard\/v1\/chief\/login\b/] });

async function fillCredentials(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function passCodeStep(page: Page, account: Account) {
  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
  await expect(page.getByText('7******')).toBeVisible();
  await expect(page.getByText('Код успешно отправлен')).toBeVisible();
  await expect(page.getByText(/Получить новый код можно через 0:\d\d/)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  const confirm = page.getByRole('button', { name: 'Подтвердить' });
  await expect(confirm).toBeDisabled();
  await enterCode(page, account);
}

test('the company user signs in through the code step and reaches home', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Забыли пароль?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Регистрация' })).toBeVisible();
  await withCodeLock(accounts.chief.phone, async () => {
    await fillCredentials(page, accounts.chief);
    await passCodeStep(page, accounts.chief);
  });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeVisible();
  await expect(page.getByRole('link', { name: accounts.chief.name })).toHaveAttribute('href', '/profile');
});

test('the administrator signs in and reaches the companies', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('link', { name: 'Забыли пароль?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Регистрация' })).toHaveCount(0);
  await withCodeLock(accounts.admin.phone, async () => {
    await fillCredentials(page, accounts.admin);
    await passCodeStep(page, accounts.admin);
  });
  await expect(page).toHaveURL('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Компании' })).toBeVisible();
  await expect(page.getByText(/^Найдено компаний: \d+$/)).toBeVisible();
  // No profile link for an admin (§6).
  await expect(page.getByRole('link', { name: accounts.admin.name })).toHaveCount(0);
});

test('a user in onboarding lands on the start screen at their step', async ({ page }) => {
  await page.goto('/login');
  await withCodeLock(accounts.onboarding.phone, async () => {
    await fillCredentials(page, accounts.onboarding);
    await passCodeStep(page, accounts.onboarding);
  });
  await expect(page).toHaveURL('/start?step=2');
  await expect(page.getByRole('heading', { name: 'Настройка приложения' })).toBeVisible();
});

test('a wrong password shows the 404 text of §8 and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, { email: accounts.chief.email, password: 'Wrong_pass1' });
  await expect(page.getByText('Неверные E-mail или пароль. Проверьте корректность введенных данных')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(accounts.chief.email);
});

test('a rejected payload shows the 422 text of §8 with the field message', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, { email: accounts.chief.email, password: 'abc' });
  await expect(page.getByText('Проверьте корректность введенных данных', { exact: true })).toBeVisible();
  await expect(page.getByText('Пароль должен содержать не менее 6 символов')).toBeVisible();
});

test('client-side validation speaks the §5 messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Поле "E-mail" является обязательным')).toBeVisible();
  await expect(page.getByText('Поле "Пароль" является обязательным')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Проверьте адрес электронной почты')).toBeVisible();
});
