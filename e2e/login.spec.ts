import { expect, test, type Page } from './fixtures';
import { accounts, enterCode, withCodeLock, type Account } from './demo';
import { E2E } from './env';

// Wrong passwords and rejected payloads are answered 404 / 422 on purpose.
test.use({ allowedFailures: [/(404|422|429).*\/dashboard\/v1\/chief\/login\b/] });

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
  // §2 "Auth: centred, with a logo": the card sits in the middle of the window, the logo in it.
  const logo = page.getByRole('img', { name: 'Панель управления' });
  await expect(logo).toBeVisible();
  const card = (await logo.locator('xpath=..').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(card.x - (viewport.width - card.x - card.width))).toBeLessThanOrEqual(2);
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

test('the company user resends the code and signs in with it: the code calls send 10 digits (§5)', async ({ page }) => {
  const account = accounts.chief;
  const local = account.phone.slice(1);
  // The resend link appears after 59 s; the page's clock is moved instead of waiting.
  await page.clock.install();
  await page.goto('/login');
  await withCodeLock(account.phone, async () => {
    await fillCredentials(page, account);
    await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
    await page.clock.fastForward('01:00');
    const resent = page.waitForResponse((r) => r.url().endsWith('/dashboard/v1/chief/send-code'));
    await page.getByRole('button', { name: 'Выслать повторно' }).click();
    // The strict demo upstream answers 422 to the 11-digit phone of the login message.
    expect((await resent).status()).toBe(200);
    await expect(page.getByText('Код успешно отправлен')).toBeVisible();
    await expect(page.getByText('Получить новый код можно через 0:59')).toBeVisible();
    // The newest code, the one the resend caused.
    await enterCode(page, account);
  });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeVisible();

  const log = (await (await page.request.get(`${E2E.upstreamUrl}/__demo/requests`)).json()) as {
    requests: { method: string; path: string; body?: { phone?: string } }[];
  };
  const codeCalls = log.requests.filter(
    (r) => /\/chief\/(send-code|auth\/complete)$/.test(r.path) && r.body?.phone?.endsWith(local),
  );
  expect(codeCalls.map((r) => r.path)).toEqual(expect.arrayContaining(['/dashboard/v1/chief/send-code', '/dashboard/v1/chief/auth/complete']));
  expect(new Set(codeCalls.map((r) => r.body?.phone))).toEqual(new Set([local]));
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

test('too many wrong passwords: the screen shows the wait and recovers after it', async ({ page }) => {
  // The e2e server runs with THROTTLE_WINDOW_MS=3000: 10 attempts per e-mail per 3 s.
  const email = `throttle-${Date.now()}@example.com`;
  await page.goto('/login');
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const response = await page.request.post('/dashboard/v1/chief/login', {
      data: { email, password: 'wrong-password' },
      headers: { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' },
    });
    statuses.push(response.status());
  }
  expect(statuses).toContain(429);
  await fillCredentials(page, { email, password: 'wrong-password' });
  await expect(page.getByText(/^Слишком много попыток\. Повторите через \d с$/)).toBeVisible();
  await page.waitForTimeout(3_500);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверные E-mail или пароль. Проверьте корректность введенных данных')).toBeVisible();
});
