import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demo } from './demo';
import { E2E } from './env';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  /** 10 digits after +7, starting with 9 (the registration mask). */
  local: string;
  /** 11 digits with the country digit. */
  phone: string;
}

let counter = 0;

/** A registrant of its own: parallel tests share one demo store, so e-mails and phones never repeat. */
export function newUser(prefix = 'user'): NewUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const local = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return {
    name: 'Тестовый Пользователь',
    email: `${prefix}-${tag}@example.ru`,
    password: 'Test_pass1',
    local,
    phone: `7${local}`,
  };
}

/** Registers and confirms a user straight on the demo upstream (set-up for recovery tests). */
export async function registerDirectly(request: APIRequestContext, user: NewUser): Promise<void> {
  const prefix = `${E2E.upstreamUrl}/dashboard/v1/chief`;
  const registration = await request.post(`${prefix}/registration`, {
    data: { name: user.name, email: user.email, password: user.password, repeat_password: user.password, phone: user.phone },
  });
  expect(registration.status()).toBe(200);
  const code = await demo.lastCode(request, user.phone);
  const complete = await request.post(`${prefix}/auth/complete`, { data: { phone: user.local, code } });
  expect(complete.status()).toBe(200);
}

/**
 * Replaces a masked field's text by keyboard: the input mask owns the value, and Playwright's
 * fill('') sets it around the mask.
 */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Registration through the screen, as a new company does it. */
export async function register(page: Page, user: NewUser): Promise<void> {
  await page.goto('/registry');
  await page.getByLabel('ФИО').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Телефон').pressSequentially(user.local);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  // The code exists once the code step shows.
  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await demo.lastCode(page.request, user.phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL('/start?step=1');
}
