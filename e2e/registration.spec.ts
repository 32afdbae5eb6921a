import { expect, test, type Page } from './fixtures';
import { accounts, demo } from './demo';
import { newUser, retype, type NewUser } from './new-user';

// A taken e-mail and a wrong code are refused with 422 on purpose.
test.use({ allowedFailures: [/422.*\/dashboard\/v1\/chief\/(registration|auth\/complete)\b/] });

async function fillForm(page: Page, user: NewUser, phone = user.local) {
  await page.getByLabel('ФИО').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Телефон').pressSequentially(phone);
}

test('a new user registers, changes the number, confirms the code and reaches the start screen', async ({ page }) => {
  const user = newUser('registry');
  await page.goto('/registry');
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Уже есть аккаунт?' })).toHaveAttribute('href', '/login');

  const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
  await expect(submit).toBeDisabled();
  await fillForm(page, user);
  await expect(page.getByLabel('Телефон')).toHaveValue(
    `+7 ${user.local.slice(0, 3)} ${user.local.slice(3, 6)}-${user.local.slice(6, 8)}-${user.local.slice(8)}`,
  );
  await page.getByLabel('Повторите пароль', { exact: true }).fill('Other_pass1');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
  await expect(page.getByText('Код успешно отправлен')).toBeVisible();
  await expect(page.getByText(/Получить новый код можно через 0:\d\d/)).toBeVisible();

  // A new number: back to the form with the old one remembered, a code to the new one.
  const moved = newUser('moved');
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await expect(page.getByLabel('Телефон')).toHaveValue(new RegExp(`^\\+7 ${user.local.slice(0, 3)}`));
  await expect(page.getByLabel('ФИО')).toBeDisabled();
  await retype(page.getByLabel('Телефон'), moved.local);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();

  const code = await demo.lastCode(page.request, moved.phone);
  await page.getByLabel('Код подтверждения').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL('/start?step=1');
  await expect(page.getByRole('heading', { name: 'Настройка приложения' })).toBeVisible();
});

test('an e-mail that is already registered gets the server message under the field', async ({ page }) => {
  const user = { ...newUser('taken'), email: accounts.chief.email };
  await page.goto('/registry');
  await fillForm(page, user);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пользователь с таким E-mail уже зарегистрирован')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка валидации' })).toBeVisible();
  await expect(page.getByLabel('ФИО')).toHaveValue(user.name);
});

test('a wrong code is refused with the server message', async ({ page }) => {
  const user = newUser('wrong-code');
  await page.goto('/registry');
  await fillForm(page, user);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
  const code = await demo.lastCode(page.request, user.phone);
  await page.getByLabel('Код подтверждения').fill(code === '11111' ? '22222' : '11111');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Неверный код подтверждения')).toBeVisible();
  await expect(page).toHaveURL('/registry');
});
