import { expect, test } from './fixtures';
import { hydrated, useSession, expectWentBackUnavailable, withUpstreamFault } from './demo';

test.use({ viewport: { width: 1440, height: 900 } });

test('clients are listed with status badges, searched and paged in the URL', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Клиенты' })).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(15);
  const tones = { Базовый: 'info', Бонусный: 'success', Продвинутый: 'secondary' } as const;
  for (const [label, tone] of Object.entries(tones)) {
    const badges = page.locator(`[data-tone="${tone}"]`);
    if ((await badges.count()) > 0) await expect(badges.first()).toHaveText(label);
  }
  await page.getByRole('navigation', { name: 'Пагинация' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL('/clients?page=2');
  await expect(page.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');

  const name = (await rows.first().getByRole('link').first().innerText()).trim();
  await page.getByLabel('Поиск').fill(name.split(' ')[0]!);
  await page.getByLabel('Поиск').press('Enter');
  await expect(page).toHaveURL(/\/clients\?search=/);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
});

test('a client is opened from the list and edited; a failure keeps what was typed', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/clients?page=3');
  // The row's first link is the client's name (the phone beside it is a tel: link).
  const link = page.getByRole('row').filter({ has: page.getByRole('link') }).nth(4).getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Бонусный баланс')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Заказы клиента' })).toBeVisible();

  const note = `Любит капучино на овсяном ${Date.now()}`;
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Комментарий').fill(note);
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Поле "E-mail" должно содержать валидный адрес')).toBeVisible();
  await expect(page.getByLabel('Комментарий')).toHaveValue(note);

  const email = `client${Date.now()}@mail.ru`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Дата рождения').fill('');
  await page.getByLabel('Дата рождения').pressSequentially('17051990');
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Продвинутый' }).click();
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
  // The badge next to the name follows the saved status.
  await expect(page.getByRole('heading', { name, level: 1 }).locator('xpath=..').getByText('Продвинутый')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Комментарий')).toHaveValue(note);
  await expect(page.getByLabel('Дата рождения')).toHaveValue('17.05.1990');
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveText('Продвинутый');
});

test.describe('an unknown client id', () => {
  test.use({ allowedFailures: [/404 GET \/clients\/999999|status of 404/] });

  test('goes back to the list, which says «Запись не найдена или недоступна» (§8 failed pre-load)', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/clients/999999');
    await expectWentBackUnavailable(page, '/clients');
  });
});

test.describe('a client deleted meanwhile', () => {
  test.use({ allowedFailures: [/status of 404/] });

  test('opened from the list, goes back to the list (§2 pre-load), which says why, instead of staying on the card', async ({ page }) => {
    await useSession(page, 'chief');
    await page.goto('/clients?page=2');
    // A row no other test opens: its card's GET fails while this test runs.
    const link = page.getByRole('row').filter({ has: page.getByRole('link') }).nth(7).getByRole('link').first();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    const path = `/dashboard/v1/chief/customers/${id}`;
    await withUpstreamFault(page.request, { method: 'GET', path, status: 404, error: 'Клиент не найден' }, async () => {
      await hydrated(link);
      await link.click();
      await expect(page).toHaveURL(/\/clients(\?|$)/);
      await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Запись не найдена или недоступна' })).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(`/clients/${id}`));
    });
  });
});

test('an impossible birthday is said at once under the field, refused on save, and the stored one stays', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/clients/2');
  const birthday = page.getByLabel('Дата рождения');
  // A stored birthday to protect: 15.03.1983.
  await birthday.fill('');
  await birthday.pressSequentially('15031983');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Данные клиента сохранены')).toBeVisible();
  const stored = '15.03.1983';

  // Unfinished text: said once the field is left, as the filters say it, before any save.
  await birthday.fill('');
  await birthday.pressSequentially('1503');
  await birthday.press('Tab');
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await expect(birthday).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
  await birthday.fill('');
  await birthday.pressSequentially('31021990');
  await expect(birthday).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
  await expect(page.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  // Saving refuses it with the same one message.
  await expect(page.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toHaveCount(1);
  await expect(birthday).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
  await expect(page.getByText('Данные клиента сохранены')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Дата рождения')).toHaveValue(stored);
});

test('the list searches as staff type, without Enter, and keeps what was typed', async ({ page }) => {
  await useSession(page, 'chief');
  await page.goto('/clients?page=2');
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  const name = (await rows.first().getByRole('link').first().innerText()).trim();
  const search = page.getByRole('searchbox', { name: 'Поиск' });
  await hydrated(search);
  await search.click();
  await search.pressSequentially(name.split(' ')[0]!, { delay: 30 });
  // Applied after the pause in typing, from page 1, with the URL updated.
  await expect(page).toHaveURL(`/clients?search=${encodeURIComponent(name.split(' ')[0]!)}`);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(name.split(' ')[0]!);
});
