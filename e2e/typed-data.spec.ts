import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { hydrated, sameOrigin, useSession } from './demo';
import { newUser, register, retype } from './new-user';

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
  await page.getByRole('button', { name: /^Фильтры/ }).click();
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

test('a reload during onboarding keeps what was typed', async ({ page }) => {
  test.setTimeout(60_000);
  const user = newUser('drafts');
  await register(page, user);
  // Typed before React hydrates, the text would sit in the DOM but not in the form's state, which
  // is what the draft keeps: wait for the form to be live, as a person waits for the page.
  await hydrated(page.getByLabel('Название компании'));
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

/** An order of the chief's company brought in by the order import, opened from the list by its unique client. */
async function importedOrder(page: Page, name: string, createdAt?: string): Promise<Locator> {
  const id = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  // The order import is the upstream's way to bring in an order with its own creation time.
  const imported = await page.request.post('/dashboard/v1/chief/integration/order/import', {
    headers: sameOrigin,
    data: { orders: [{ external_id: `E2E-${id}`, client_phone: `7925${id}`, client_name: name, total: 990, ...(createdAt ? { created_at: createdAt } : {}) }] },
  });
  expect(imported.ok()).toBe(true);
  expect(((await imported.json()) as { data: { created: number } }).data.created).toBe(1);
  await page.goto(`/orders?search=${encodeURIComponent(name)}`);
  return page.getByRole('row', { name: new RegExp(name) });
}

test.describe('in a browser whose own zone skips the hour', () => {
  // 02:30 on 29.03.2026 does not exist in Berlin (clocks jump from 02:00 to 03:00): a date rebuilt
  // in the browser's zone printed 03:30, while the server printed Moscow's 02:30.
  test.use({ timezoneId: 'Europe/Berlin' });

  test('an order created at 2026-03-28T23:30Z is shown at 02:30 29.03.2026, Moscow time, in the list and on its page', async ({ page }) => {
    await useSession(page, 'chief');
    const row = await importedOrder(page, `Часовой Пояс ${Date.now()}`, '2026-03-28T23:30:00Z');
    await expect(row).toContainText('29.03.2026 / 02:30');
    await expect(row).not.toContainText('03:30');
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByText('от 29.03.2026 / 02:30')).toBeVisible();
    await expect(page.getByText('03:30')).toHaveCount(0);
  });
});

test('a new order line keeps its kopecks, and its dialog asks before dropping what was typed', async ({ page }) => {
  await useSession(page, 'chief');
  const row = await importedOrder(page, `Копейкин Пётр ${Date.now()}`);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const lines = page.getByRole('region', { name: 'Состав заказа' });
  const add = lines.getByRole('button', { name: 'Добавить позицию' });
  await hydrated(add);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Новая позиция' });
  await dialog.getByRole('button', { name: 'Ввести вручную' }).click();
  await dialog.getByLabel('Наименование').fill('Эклер фисташковый');
  await dialog.getByLabel('Цена, ₽').fill('199,50');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Подтвердите действие' });
  await expect(question).toContainText('Есть несохранённые изменения. Закрыть окно без сохранения?');
  await question.getByRole('button', { name: 'Продолжить редактирование' }).click();
  await expect(question).toBeHidden();
  await dialog.getByLabel('Количество').fill('-3');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Количество должно быть целым числом от 1 до 99')).toBeVisible();
  await dialog.getByLabel('Количество').fill('2');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
  const line = lines.getByRole('row', { name: /Эклер фисташковый/ });
  await expect(line).toContainText('199,50 ₽');
  await expect(line).toContainText('399 ₽');
});

test('the promo page refuses a title over 255 characters under the field, and its messages go once the fields are filled', async ({ page }) => {
  await useSession(page, 'chief');
  const blocks = (await (await page.request.get('/dashboard/v1/chief/mainpage/blocks')).json()) as { data: { id: number; template: string }[] };
  const block = blocks.data.find((b) => b.template === 'promo');
  expect(block).toBeDefined();
  await page.goto(`/promo/${block!.id}/create`);
  const create = page.getByRole('button', { name: 'Создать акцию' });
  await hydrated(create);
  await create.click();
  const title = page.getByLabel('Заголовок');
  await expect(title).toHaveAccessibleDescription('Поле "Заголовок" является обязательным');
  await title.fill('Я'.repeat(256));
  await expect(title).toHaveAccessibleDescription('Заголовок должен быть не длиннее 255 символов');
  await page.getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText('Поле "Категория" является обязательным')).toHaveCount(0);
  await create.click();
  // Refused in the browser: no 422, no «Ошибка валидации».
  await expect(title).toHaveAccessibleDescription('Заголовок должен быть не длиннее 255 символов');
  await expect(page.getByText('Ошибка валидации')).toHaveCount(0);
  await title.fill('Я'.repeat(255));
  await expect(title).not.toHaveAccessibleDescription(/./);
});
