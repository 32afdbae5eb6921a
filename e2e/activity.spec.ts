import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { request as requests } from '@playwright/test';
import { hydrated, sameOrigin, sessionFile, useSession } from './demo';
import { E2E } from './env';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 90_000 });

/** A valid 2x2 PNG: the banner form asks for a photo before it saves. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const unique = (label: string) => `${label} ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

/** Clicks until `shown` appears: right after a load the button may be there before React is. */
async function openWith(button: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    await button.click();
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * A banner of the signed-in company, made through the BFF. Its creation is a multipart call,
 * recorded with field names only (label «Баннер»); the PUT that follows sends the title as JSON,
 * so the trail labels it «Баннер «title»».
 */
const created: number[] = [];

// The banners go again, so the home screen's list other specs read stays short.
test.afterEach(async () => {
  const chief = await requests.newContext({ baseURL: E2E.appUrl, storageState: sessionFile('chief') });
  for (const id of created.splice(0)) await chief.delete(`/dashboard/v1/chief/banners/${id}`, { headers: sameOrigin });
  await chief.dispose();
});

/** The id of the category createBanner files a banner under (the first of the dropout). */
async function categoryOf(page: Page): Promise<number> {
  const categories = await page.request.get('/dashboard/v1/chief/categories/dropout');
  const body = (await categories.json()) as { data: { id: number }[] | { data: { id: number }[] } };
  return (Array.isArray(body.data) ? body.data : body.data.data)[0]!.id;
}

async function createBanner(page: Page, title: string): Promise<number> {
  const categories = await page.request.get('/dashboard/v1/chief/categories/dropout');
  const body = (await categories.json()) as { data: { id: number }[] | { data: { id: number }[] } };
  const rows = Array.isArray(body.data) ? body.data : body.data.data;
  const response = await page.request.post('/dashboard/v1/chief/banners', {
    multipart: { title, categoryId: String(rows[0]!.id), isActive: '1', image: { name: 'banner.png', mimeType: 'image/png', buffer: PNG } },
    headers: sameOrigin,
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { data: { id: number } }).data.id;
  const put = await page.request.put(`/dashboard/v1/chief/banners/${id}`, { data: { title, categoryId: rows[0]!.id, isActive: true }, headers: sameOrigin });
  expect(put.status()).toBe(200);
  created.push(id);
  return id;
}

test('a banner edit is on /activity with the user name right after the save; the filter narrows it; the CSV holds it', async ({ page }) => {
  await useSession(page, 'chief');
  const title = unique('Баннер журнала');
  const renamed = `${title} новое`;
  const id = await createBanner(page, title);

  await page.goto('/');
  const row = page.getByRole('row', { name: new RegExp(title) });
  const edit = page.getByRole('dialog', { name: 'Редактировать баннер' });
  await openWith(row.getByRole('button', { name: `Изменить баннер «${title}»` }), edit);
  await edit.getByLabel('Наименование').fill(renamed);
  const put = page.waitForResponse((r) => r.url().endsWith(`/chief/banners/${id}`) && r.request().method() === 'PUT');
  await edit.getByRole('button', { name: 'Сохранить изменения' }).click();
  expect((await put).status()).toBe(200);

  // The recorder writes within ~100 ms of the answer; a render that came first misses it, so
  // /activity is reloaded until it shows (a loaded machine gets the suite's usual 10 s).
  const entry = page.getByRole('row', { name: new RegExp(`Баннер «${renamed}»`) });
  await expect(async () => {
    await page.goto('/activity');
    await expect(entry).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(entry).toContainText('Анна Смирнова');
  await expect(entry).toContainText('Изменение');
  await expect(entry).toContainText('Успешно');
  await expect(entry.getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \/ \d{2}:\d{2}$/);
  await expect(page.getByRole('row', { name: /Баннер/ }).filter({ hasText: 'Создание' }).first()).toBeVisible();
  // «Поля» names the fields as the banner form does, not by the upstream's keys.
  await expect(entry.getByRole('cell', { name: `Наименование: ${renamed}, Категория товара: ${await categoryOf(page)}, Активность: да` })).toBeVisible();
  await expect(entry).not.toContainText(/is_active|category_id/);
  // A multipart creation lists the parts it sent by their labels.
  const created = page.getByRole('row', { name: /Баннер/ }).filter({ hasText: 'Создание' }).first().locator('td[data-label="Поля"]');
  await expect(created).toContainText('Фото');
  await expect(created).toHaveText(/^(Наименование|Категория товара|Активность|Фото)(, (Наименование|Категория товара|Активность|Фото))*$/);

  // The filter lives in the URL: banners only keeps it, failures only does not.
  await page.goto('/activity?resource=banners');
  await expect(page.getByText('Объект: Баннер')).toBeVisible();
  await expect(entry).toBeVisible();
  await page.goto('/activity?resource=banners&outcome=error&search=' + encodeURIComponent(renamed));
  await expect(page.getByText('По заданным условиям действий нет')).toBeVisible();

  await page.goto('/activity?resource=banners&search=' + encodeURIComponent(renamed));
  await expect(page.getByText('Найдено действий: 1')).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Экспорт' });
  await hydrated(exportButton);
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!).subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Дата и время;Пользователь;Действие;Объект;Запись;Поля;Результат;Ошибка');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Анна Смирнова;Изменение;Баннер;Баннер «${renamed}»;`);
  expect(lines[1]).toContain(';Успешно;');

  // The export itself is in the trail.
  await expect(async () => {
    await page.goto('/activity?resource=export');
    await expect(page.getByRole('row', { name: /Выгрузка «Журнал действий»/ }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the log is a stack of cards whose «Поля» name the fields in Russian', async ({ page }) => {
    await useSession(page, 'chief');
    const title = unique('Баннер с телефона');
    await createBanner(page, title);
    const card = page.getByRole('row', { name: new RegExp(`Баннер «${title}»`) });
    await expect(async () => {
      await page.goto(`/activity?search=${encodeURIComponent(title)}`);
      await expect(card.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // A card: as wide as the screen at most, its cells stacked with their column's name.
    const box = (await card.first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const tops = await card.first().locator(':scope > td').evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(tops.length);
    const fields = card.first().locator('td[data-label="Поля"]');
    await expect(fields).toBeVisible();
    await expect(fields).toHaveText(`Наименование: ${title}, Категория товара: ${await categoryOf(page)}, Активность: да`);
  });
});

test("a company user never sees another company's entries", async ({ page }) => {
  await useSession(page, 'chief');
  const title = unique('Баннер чужой');
  await createBanner(page, title);
  // The entry is written within ~100 ms of the answer: a render just before it is asked again.
  await expect(async () => {
    await page.goto(`/activity?search=${encodeURIComponent(title)}`);
    await expect(page.getByText('Найдено действий: 1')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Off the signed-in page first: its new-order poll, answered 401 once the cookie is gone, would
  // send the page to /login in the middle of the next navigation.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await useSession(page, 'baker');
  await page.goto(`/activity?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'Журнал действий' })).toBeVisible();
  await expect(page.getByText(/По заданным условиям действий нет|Действий пока нет/)).toBeVisible();
  await page.goto('/activity');
  await expect(page.getByText('Анна Смирнова')).toHaveCount(0);
});

test('an administrator reads every company on /admin/activity, with a company filter', async ({ page }) => {
  await useSession(page, 'chief');
  const title = unique('Баннер для администратора');
  await createBanner(page, title);
  // Off the signed-in page first: its new-order poll, answered 401 once the cookie is gone, would
  // send the page to /login in the middle of the next navigation.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await useSession(page, 'admin');
  const entry = page.getByRole('row', { name: new RegExp(title) });
  // Written within ~100 ms of the answer: a render just before it is asked again.
  await expect(async () => {
    await page.goto(`/admin/activity?search=${encodeURIComponent(title)}`);
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(entry).toContainText('Анна Смирнова');
  await page.goto(`/admin/activity?company=3&search=${encodeURIComponent(title)}`);
  await expect(page.getByText('По заданным условиям действий нет')).toBeVisible();
});
