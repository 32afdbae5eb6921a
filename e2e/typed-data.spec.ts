import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { demo, hydrated, useSession } from './demo';
import { newUser, retype, type NewUser } from './new-user';

test.use({ viewport: { width: 1440, height: 900 } });

/** Types a date that is not one, opens the calendar, and checks the page is still there. */
async function survivesBadDates(page: Page, field: Locator) {
  await hydrated(field);
  for (const typed of ['0101', '1990', '31021990']) {
    await retype(field, typed);
    await field.locator('xpath=..').getByRole('button', { name: 'Открыть календарь' }).click();
    const calendar = page.getByRole('dialog', { name: 'Выбор даты' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('combobox', { name: 'Год' })).toHaveValue(/^\d{4}$/);
    await expect(page.getByText('Не удалось загрузить страницу')).toHaveCount(0);
    await calendar.getByRole('button', { name: 'Отмена' }).click();
    await expect(calendar).toBeHidden();
  }
}

test('the client card, the orders filter and finance survive partial and impossible dates with the calendar open', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/clients/1');
  await survivesBadDates(page, page.getByLabel('Дата рождения'));
  await expect(page.getByLabel('Дата рождения')).toHaveValue('31.02.1990');

  await page.goto('/orders');
  await page.getByLabel('Поиск').click();
  const panel = page.getByRole('group', { name: 'Фильтр' });
  await survivesBadDates(page, panel.getByLabel('Период с'));

  await page.goto('/finance');
  await survivesBadDates(page, page.getByLabel('Период с'));
});

test('a price typed as 199,50 is saved as 199.50 and shown as 199,50 ₽; a negative one is refused', async ({ page }) => {
  await useSession(page, 'chief');
  const name = `Чай с копейками ${Date.now()}`;
  await page.goto('/catalog/products/create');
  await page.getByLabel('Наименование').fill(name);
  await page.getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option').first().click();
  const price = page.getByLabel('Базовая цена, ₽');
  await price.fill('-5');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page.getByText('Поле "Базовая цена" не может быть отрицательным')).toBeVisible();
  await price.fill('199,50');
  // The message goes as soon as the price reads.
  await expect(page.getByText('Поле "Базовая цена" не может быть отрицательным')).toHaveCount(0);
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page).toHaveURL(/\/catalog\/products\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  const stored = (await (await page.request.get(`/dashboard/v1/chief/products/${id}`)).json()) as { data: { basePrice: number } };
  expect(stored.data.basePrice).toBe(199.5);
  await expect(page.getByLabel('Базовая цена, ₽')).toHaveValue('199,50');
  await page.goto(`/catalog/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('199,50 ₽');
});

test('a client phone typed with a leading 8 is saved as the canonical +7 number', async ({ page }) => {
  await useSession(page, 'chief');
  const national = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const shown = `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
  await page.goto('/clients/2');
  const phone = page.getByLabel('Телефон');
  await hydrated(phone);
  await retype(phone, `8${national}`);
  await expect(phone).toHaveValue(shown);
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
  const stored = (await (await page.request.get('/dashboard/v1/chief/customers/2')).json()) as { data: { phone: string } };
  expect(stored.data.phone).toBe(`7${national}`);
  await page.reload();
  await expect(page.getByLabel('Телефон')).toHaveValue(shown);
});

test('a text file named .jpg is refused as a banner picture', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Новый баннер' });
  const add = page.getByRole('button', { name: 'Добавить баннер' });
  await expect(async () => {
    await add.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByLabel('Фото').setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('это текст, а не картинка\n') });
  await expect(dialog.getByText('Формат изображения не соответствует требованию')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Фото' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Создать баннер' })).toBeDisabled();
});

async function register(page: Page, user: NewUser) {
  await page.goto('/registry');
  await page.getByLabel('ФИО').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Телефон').pressSequentially(user.local);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код подтверждения' })).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await demo.lastCode(page.request, user.phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL('/start?step=1');
}

test('a reload during onboarding keeps what was typed', async ({ page }) => {
  test.setTimeout(60_000);
  const user = newUser('drafts');
  await register(page, user);
  await page.getByLabel('Название компании').fill('Кофейня «Черновик»');
  await page.getByLabel('Юридическое название').fill('ИП Петров Пётр Петрович');
  // An ИП's tax number has 12 digits: 10 are refused before anything is sent.
  await page.getByLabel('ИНН').fill('7707083893');
  await page.getByLabel('Город').fill('Тула');
  await page.getByLabel('Адрес').fill('г. Тула, ул. Советская, д. 5');
  // A reload before the step is saved keeps the typed company.
  await page.reload();
  await expect(page.getByLabel('Название компании')).toHaveValue('Кофейня «Черновик»');
  await expect(page.getByLabel('ИНН')).toHaveValue('7707083893');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('ИНН индивидуального предпринимателя должен состоять из 12 цифр')).toBeVisible();
  await page.getByLabel('ИНН').fill('500100732259');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Название и цвета приложения' })).toBeVisible();

  const splash = page.getByLabel('Текст заставки');
  await hydrated(splash);
  await splash.fill('Свежая обжарка каждый день');
  await page.reload();
  await expect(page).toHaveURL('/start?step=2');
  await expect(page.getByLabel('Текст заставки')).toHaveValue('Свежая обжарка каждый день');
});
