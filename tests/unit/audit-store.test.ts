/**
 * @jest-environment node
 *
 * The audit trail in the store, on SQLite and on a real PostgreSQL: the recorder's multi-row
 * insert, the /activity queries (scope, filters, pages) and the retention job's purge.
 */
import { activityTenants, activityUsers, listActivity } from '@/lib/server/store/audit/queries';
import { purgeAudit, retentionDays } from '@/lib/server/store/audit/retention';
import { auditRow } from '@/lib/server/store/audit/hooks';
import { activityStoreQuery } from '@/lib/activity/filter';
import { parseListQuery } from '@/lib/lists/query';
import type { AuditRow } from '@/lib/server/store/audit/recorder';
import { describeEachEngine } from '../helpers/store-engines';

jest.mock('server-only', () => ({}));

const entry = (over: Partial<AuditRow>): AuditRow => ({
  at: '2026-11-25T09:00:00.000Z',
  tenant: 'company:1',
  user_key: 'u1',
  user_name: 'Анна',
  role: 'chief',
  session_id: 's1',
  method: 'POST',
  path: 'banners/12',
  resource_type: 'banners',
  resource_id: '12',
  label: 'Баннер №12',
  fields: null,
  status: 200,
  error: null,
  instance: 'test',
  request_id: null,
  ...over,
});

const query = (search: string) => activityStoreQuery(parseListQuery(new URLSearchParams(search)));

describeEachEngine((engine) => {
  beforeAll(async () => {
    // One multi-row insert, as the recorder writes a batch.
    await engine.store
      .insertInto('audit_entries')
      .values([
        ...Array.from({ length: 25 }, (_, i) => entry({ at: `2026-11-25T10:${String(i).padStart(2, '0')}:00.000Z`, label: `Баннер «Осень ${i}»` })),
        entry({ at: '2026-11-24T08:00:00.000Z', user_name: 'Борис', user_key: 'u2', resource_type: 'orders', resource_id: '7', path: 'market/orders/7', label: 'Заказ №7', method: 'PATCH', status: 422, error: 'Нельзя' }),
        entry({ at: '2026-11-25T11:00:00.000Z', tenant: 'company:3', user_name: 'Пекарь', label: 'Баннер «Чужой»' }),
        entry({ at: '2026-11-25T11:30:00.000Z', tenant: null, role: 'admin', user_name: 'Admin', label: 'Компания №3', resource_type: 'companies' }),
        entry({ at: '2025-01-01T00:00:00.000Z', label: 'Старое' }),
      ])
      .execute();
  });

  it('reads a company its own entries only, newest first, 20 to a page', async () => {
    const first = await listActivity(engine.store, { tenant: 'company:1' }, query(''));
    expect(first.pagination).toEqual({ total: 27, totalPages: 2, currentPage: 1, perPage: 20 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ label: 'Баннер «Осень 24»', userName: 'Анна', tenant: 'company:1', status: 200 });
    expect(first.rows.every((row) => row.tenant === 'company:1')).toBe(true);
    const second = await listActivity(engine.store, { tenant: 'company:1' }, query('page=2'));
    expect(second.rows.map((row) => row.label)).toEqual(['Баннер «Осень 4»', 'Баннер «Осень 3»', 'Баннер «Осень 2»', 'Баннер «Осень 1»', 'Баннер «Осень 0»', 'Заказ №7', 'Старое']);
    expect((await listActivity(engine.store, { tenant: 'company:3' }, query(''))).rows.map((row) => row.label)).toEqual(['Баннер «Чужой»']);
    // A user whose company is not known reads nothing, not the rows without a company.
    expect((await listActivity(engine.store, { tenant: null }, query(''))).rows).toEqual([]);
  });

  it('filters by who, resource, outcome, period (days in the display zone) and label', async () => {
    const scope = { tenant: 'company:1' };
    expect((await listActivity(engine.store, scope, query('user=Борис'))).rows.map((row) => row.label)).toEqual(['Заказ №7']);
    expect((await listActivity(engine.store, scope, query('resource=orders'))).pagination.total).toBe(1);
    expect((await listActivity(engine.store, scope, query('outcome=error'))).rows).toEqual([expect.objectContaining({ error: 'Нельзя', status: 422 })]);
    expect((await listActivity(engine.store, scope, query('outcome=ok'))).pagination.total).toBe(26);
    // 24.11 in Moscow is 23.11 21:00Z … 24.11 21:00Z.
    expect((await listActivity(engine.store, scope, query('dateFrom=2026-11-24&dateTo=2026-11-24'))).rows.map((row) => row.label)).toEqual(['Заказ №7']);
    expect((await listActivity(engine.store, scope, query('dateFrom=2026-11-25'))).pagination.total).toBe(25);
    expect((await listActivity(engine.store, scope, query('search=Осень 2'))).rows.map((row) => row.label)).toEqual(['Баннер «Осень 24»', 'Баннер «Осень 23»', 'Баннер «Осень 22»', 'Баннер «Осень 21»', 'Баннер «Осень 20»', 'Баннер «Осень 2»']);
  });

  it('lets an administrator read every company, or one', async () => {
    expect((await listActivity(engine.store, { all: true }, query(''))).pagination.total).toBe(29);
    expect((await listActivity(engine.store, { all: true }, query('company=3'))).rows.map((row) => row.userName)).toEqual(['Пекарь']);
    expect(await activityTenants(engine.store)).toEqual(['company:1', 'company:3']);
    expect(await activityUsers(engine.store, { tenant: 'company:1' })).toEqual(['Анна', 'Борис']);
  });

  it('purges entries older than the retention, in batches', async () => {
    const removed = await purgeAudit(engine.store, 365, new Date('2026-11-26T00:00:00.000Z'), 1);
    expect(removed).toBe(1);
    expect((await listActivity(engine.store, { all: true }, query('search=Старое'))).rows).toEqual([]);
    expect(await purgeAudit(engine.store, 365, new Date('2026-11-26T00:00:00.000Z'))).toBe(0);
    expect((await listActivity(engine.store, { all: true }, query(''))).pagination.total).toBe(28);
  });
});

it('reads the retention from AUDIT_RETENTION_DAYS, 365 by default', () => {
  expect(retentionDays({})).toBe(365);
  expect(retentionDays({ AUDIT_RETENTION_DAYS: '30' })).toBe(30);
  expect(retentionDays({ AUDIT_RETENTION_DAYS: 'x' })).toBe(365);
});

it('makes a row of a failed sign-in without a session: redacted fields, the error of the answer', async () => {
  const row = await auditRow({
    method: 'POST',
    path: 'auth/complete',
    role: 'chief',
    session: null,
    fields: { phone: '9123456789', code: '1234' },
    status: 422,
    answer: Response.json({ error: 'Неверный код', data: {} }, { status: 422 }),
    requestId: 'req-1',
  });
  expect(row).toMatchObject({
    tenant: null,
    user_name: 'Неизвестный пользователь',
    resource_type: 'session',
    label: 'Вход',
    status: 422,
    error: 'Неверный код',
    request_id: 'req-1',
  });
  expect(JSON.parse(row.fields!)).toEqual({ phone: '***89', code: '[скрыто]' });
});
