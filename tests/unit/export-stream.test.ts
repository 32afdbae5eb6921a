/** @jest-environment node */
// The audit trail would look the actor up upstream in the background: these tests count upstream calls (tests/unit/audit-proxy.test.ts covers it).
jest.mock('@/lib/server/store/audit/hooks');
// The audit trail's own rows: the store is tests/unit/audit-store.test.ts's; here, its pages.
jest.mock('@/lib/activity/server', () => ({ readActivityPage: jest.fn() }));
import { handleExport } from '@/lib/server/export/export-stream';
import { exportListNames } from '@/lib/server/export/registry';
// The lists register themselves as the export route loads them.
import '@/app/dashboard/export/[list]/lists';
import { readActivityPage } from '@/lib/activity/server';
import type { ActivityEntry } from '@/lib/audit/entry';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { allowConsole } from '../helpers/console-guard';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;

let upstream: Upstream;
/** The page the upstream breaks on, or 0. */
let brokenPage = 0;
/** The page the upstream answers only after a while, or 0. */
let slowPage = 0;
const TOTAL = 230;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    const url = new URL(req.url, 'http://x');
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    if (page === brokenPage) return sendJson(res, 500, { error: 'База данных недоступна', data: {} });
    if (page === slowPage) {
      setTimeout(() => sendJson(res, 200, { data: { data: [], pagination: { total: TOTAL, total_pages: 3, current_page: page, per_page: perPage } } }), 400);
      return;
    }
    const data = [];
    for (let i = (page - 1) * perPage; i < Math.min(TOTAL, page * perPage); i += 1) {
      data.push({
        id: i + 1,
        number: String(1000 + i),
        created_at: '2026-11-24T09:05:00',
        status: { id: 1, name: 'Новый' },
        customer: { id: 1, name: i === 0 ? 'Иванов; "Пётр"' : 'Анна', phone: '79161234567' },
        delivery_type: 'pickup',
        store: null,
        total: 1234.5,
        items_count: 1,
        is_paid: false,
        payment_system_id: 1,
      });
    }
    sendJson(res, 200, { data: { data, pagination: { total: TOTAL, total_pages: Math.ceil(TOTAL / perPage), current_page: page, per_page: perPage } } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
  brokenPage = 0;
  slowPage = 0;
});

const exportRequest = async (path: string, session = makeSession({ accessToken: 'token-ok' })) =>
  browserRequest(path, { cookie: await cookieFor(session), headers: { 'sec-fetch-site': 'same-origin' } });

describe('CSV export route', () => {
  it('reads the list 100 rows a page with the filter and streams one CSV', async () => {
    const response = await handleExport(await exportRequest('/dashboard/export/orders?status=1,2&dateFrom=2026-11-01&page=3&perPage=15'), 'orders');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('x-export-total')).toBe('230');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('№ заказа;Дата;Клиент;Телефон клиента;Получение;Сумма;Оплата;Статус');
    expect(lines[1]).toBe(`1000;24.11.2026 09:05;"Иванов; ""Пётр""";+7 916 123-45-67;Самовывоз;1234,5;Не оплачен;Новый`);
    expect(lines.filter((line) => line !== '')).toHaveLength(TOTAL + 1);
    // The screen's page and page size are not the export's: all pages, 100 each, the filter kept.
    const pages = upstream.seen.map((r) => new URL(r.url, 'http://x').searchParams);
    expect(pages.map((p) => p.get('page'))).toEqual(['1', '2', '3']);
    expect(pages.every((p) => p.get('per_page') === '100' && p.get('status') === '1,2' && p.get('date_from') === '2026-11-01')).toBe(true);
    expect(upstream.seen[0]?.headers.authorization).toBe('Bearer token-ok');
  });

  it('an upstream failure mid-export breaks the download off', async () => {
    allowConsole(/"page":2,"error":"[^"]*База данных недоступна.*"event":"export_failed"/);
    brokenPage = 2;
    const response = await handleExport(await exportRequest('/dashboard/export/orders'), 'orders');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('a cancel while a page is being read stops the reads and is not logged as a failure', async () => {
    slowPage = 2;
    const response = await handleExport(await exportRequest('/dashboard/export/orders'), 'orders');
    const reader = response.body!.getReader();
    // The header line, then page 1; page 2 is on its way when the browser cancels.
    await reader.read();
    await reader.read();
    const pending = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await reader.cancel();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 500));
    // No page 3, and the console guard fails the test on an "[export] …" error line.
    expect(upstream.seen.map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('a failure on the first page is an error answer with the server message', async () => {
    brokenPage = 1;
    const response = await handleExport(await exportRequest('/dashboard/export/orders'), 'orders');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'База данных недоступна', data: {} });
  });

  it("refuses other sites, signed-out visitors, the other role's lists and unknown lists", async () => {
    const crossSite = browserRequest('/dashboard/export/orders', {
      cookie: await cookieFor(makeSession()),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect((await handleExport(crossSite, 'orders')).status).toBe(403);
    const signedOut = browserRequest('/dashboard/export/orders', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect((await handleExport(signedOut, 'orders')).status).toBe(401);
    expect((await handleExport(await exportRequest('/dashboard/export/companies'), 'companies')).status).toBe(403);
    expect((await handleExport(await exportRequest('/dashboard/export/orders', makeSession({ isAdmin: true })), 'orders')).status).toBe(403);
    expect((await handleExport(await exportRequest('/dashboard/export/passwords'), 'passwords')).status).toBe(404);
    expect(upstream.seen).toHaveLength(0);
  });

  it('knows every list the screens export, each registered by its feature through the route', () => {
    expect(exportListNames()).toEqual(['activity', 'admin-activity', 'categories', 'clients', 'companies', 'kits', 'news', 'orders', 'products', 'shops']);
  });

  it("reads the audit trail's export from the BFF's own store, page by page, without an upstream call", async () => {
    const entry = (id: number): ActivityEntry => ({
      id,
      at: '2026-11-24T09:05:00.000Z',
      userName: 'Анна Смирнова',
      role: 'chief',
      tenant: 'company:7',
      method: 'DELETE',
      path: `banners/${id}`,
      resourceType: 'banners',
      resourceId: String(id),
      label: `Баннер №${id}`,
      fields: null,
      status: id === 2 ? 500 : 200,
      error: id === 2 ? 'Ошибка сервера' : null,
    });
    const read = jest.mocked(readActivityPage);
    read.mockImplementation(async (_session, _search, page) => ({
      rows: [entry(page)],
      pagination: { total: 2, totalPages: 2, currentPage: page, perPage: 100 },
    }));
    const response = await handleExport(await exportRequest('/dashboard/export/activity?resource=banners'), 'activity');
    expect(response.status).toBe(200);
    const lines = new TextDecoder().decode((await response.arrayBuffer()).slice(3)).split('\r\n');
    expect(lines[0]).toBe('Дата и время;Пользователь;Действие;Объект;Запись;Поля;Результат;Ошибка');
    expect(lines.slice(1, 3).map((line) => line.split(';').slice(1))).toEqual([
      ['Анна Смирнова', 'Удаление', 'Баннер', 'Баннер №1', '', 'Успешно', ''],
      ['Анна Смирнова', 'Удаление', 'Баннер', 'Баннер №2', '', 'Ошибка', 'Ошибка сервера'],
    ]);
    expect(read.mock.calls.map(([, search, page, perPage]) => [search.get('resource'), page, perPage])).toEqual([
      ['banners', 1, 100],
      ['banners', 2, 100],
    ]);
    expect(upstream.seen).toHaveLength(0);
  });
});
