/**
 * The integrations screen (§2 /integrations): the integration's credentials and limits, the
 * import of clients and orders, and the external ids of imported records.
 */
import { randomBytes } from 'node:crypto';
import { http } from 'msw';
import { companyIdOf, matchesSearch } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { importClients, importOrders, MAX_CLIENTS, MAX_ORDERS } from '../integration-import';
import type { IntegrationKind, IntegrationLinkRecord, IntegrationSettingsRecord } from '../news-types';
import { getDb, mutate } from '../store';
import { FieldErrors, VALIDATION_ERROR } from '../validation';
import { api } from './paths';

const SCOPES = ['clients', 'orders'] as const;
const IP = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/;

function settingsOf(companyId: number): IntegrationSettingsRecord {
  const found = getDb().integration_settings.find((s) => s.company_id === companyId);
  if (found) return found;
  return mutate((db) => {
    const created: IntegrationSettingsRecord = {
      company_id: companyId,
      client_id: `int_${randomBytes(5).toString('hex')}`,
      client_secret: `sec_${randomBytes(12).toString('base64url')}`,
      allowed_ips: [],
      token_ttl: 3600,
      scopes: ['clients', 'orders'],
      updated_at: new Date().toISOString(),
    };
    db.integration_settings.push(created);
    return created;
  });
}

/** As the docs say: the secret is never read back; only a reissue answers it, once. */
function settingsView(record: IntegrationSettingsRecord, secret: string | null = null) {
  return {
    client_id: record.client_id,
    client_secret: secret,
    secret_hint: `…${record.client_secret.slice(-4)}`,
    allowed_ips: record.allowed_ips,
    token_ttl: record.token_ttl,
    scopes: record.scopes,
    updated_at: record.updated_at,
  };
}

function readSettings(body: Record<string, unknown>, current: IntegrationSettingsRecord) {
  const errors = new FieldErrors();
  let allowedIps = current.allowed_ips;
  if (body.allowed_ips !== undefined) {
    if (!Array.isArray(body.allowed_ips)) errors.add('allowed_ips', 'Укажите список IP-адресов');
    else {
      allowedIps = body.allowed_ips.map((ip) => (typeof ip === 'string' ? ip.trim() : '')).filter(Boolean);
      if (allowedIps.length > 20) errors.add('allowed_ips', 'Можно указать не больше 20 адресов');
      allowedIps.filter((ip) => !IP.test(ip)).forEach((ip) => errors.add('allowed_ips', `Неверный IP-адрес или подсеть: ${ip}`));
    }
  }
  let ttl = current.token_ttl;
  if (body.token_ttl !== undefined) {
    ttl = Number(body.token_ttl);
    if (!Number.isInteger(ttl) || ttl < 300 || ttl > 86_400) errors.add('token_ttl', 'Значение должно быть от 300 до 86400');
  }
  let scopes = current.scopes;
  if (body.scopes !== undefined) {
    const values = Array.isArray(body.scopes) ? body.scopes : [];
    if (!Array.isArray(body.scopes) || values.some((s) => !SCOPES.includes(s as never))) errors.add('scopes', 'Допустимые значения: clients, orders');
    else scopes = SCOPES.filter((s) => values.includes(s));
  }
  errors.throwIfAny();
  return { allowed_ips: allowedIps, token_ttl: ttl, scopes, regenerate: body.regenerate_secret === true };
}

function rowsOf(body: Record<string, unknown>, key: string, max: number, what: string): Record<string, unknown>[] {
  const rows = body[key];
  if (!Array.isArray(rows) || rows.length === 0) throw fail(422, VALIDATION_ERROR, { [key]: [`Передайте хотя бы одну запись`] });
  if (rows.length > max) throw fail(422, VALIDATION_ERROR, { [key]: [`Можно передать не больше ${max} ${what} за запрос`] });
  return rows as Record<string, unknown>[];
}

function linkView(record: IntegrationLinkRecord) {
  const db = getDb();
  if (record.kind === 'client') {
    const customer = db.customers.find((c) => c.id === record.record_id);
    return { id: record.id, kind: record.kind, record_id: record.record_id, external_id: record.external_id, title: customer?.name ?? `Клиент №${record.record_id}`, phone: customer?.phone ?? null, updated_at: record.updated_at };
  }
  const order = db.orders.find((o) => o.id === record.record_id);
  const customer = order && db.customers.find((c) => c.id === order.customer_id);
  return { id: record.id, kind: record.kind, record_id: record.record_id, external_id: record.external_id, title: order ? `Заказ №${order.number}` : `Заказ №${record.record_id}`, phone: customer?.phone ?? null, updated_at: record.updated_at };
}

function ownLink(companyId: number, kind: string | readonly string[] | undefined, id: string | readonly string[] | undefined): IntegrationLinkRecord {
  const record = getDb().integration_links.find((l) => l.company_id === companyId && l.kind === kind && String(l.id) === String(id));
  if (!record) throw fail(404, 'Связь не найдена');
  return record;
}

const KINDS: readonly string[] = ['client', 'order'];

export const integrationHandlers = [
  http.get(api('chief', 'integration/auth/settings'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(settingsView(settingsOf(companyId)));
  }),

  http.put(api('chief', 'integration/auth/settings'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = settingsOf(companyId);
    const { regenerate, ...fields } = readSettings(await readJson(request), record);
    const secret = regenerate ? `sec_${randomBytes(12).toString('base64url')}` : null;
    mutate(() => Object.assign(record, fields, secret ? { client_secret: secret } : {}, { updated_at: new Date().toISOString() }));
    return ok(settingsView(record, secret));
  }),

  http.post(api('chief', 'integration/client/import'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const rows = rowsOf(await readJson(request), 'clients', MAX_CLIENTS, 'клиентов');
    return ok(mutate((db) => importClients(db, companyId, rows)));
  }),

  http.post(api('chief', 'integration/order/import'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const rows = rowsOf(await readJson(request), 'orders', MAX_ORDERS, 'заказов');
    return ok(mutate((db) => importOrders(db, companyId, rows)));
  }),

  // The external ids of clients or orders (the 'edit' screens): list, change, unlink.
  http.get(api('chief', 'integration/:kind/links'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    if (!KINDS.includes(String(params.kind))) return fail(404, 'Не найдено');
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const search = url.searchParams.get('search') ?? '';
    const rows = getDb()
      .integration_links.filter((l) => l.company_id === companyId && l.kind === (params.kind as IntegrationKind))
      .map(linkView)
      .filter((l) => matchesSearch(search, [l.external_id, l.title], l.phone ? [l.phone] : []))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
    return list(rows, page, perPage);
  }),

  http.put(api('chief', 'integration/:kind/links/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = ownLink(companyId, params.kind, params.id);
    const body = await readJson(request);
    const value = typeof body.external_id === 'string' ? body.external_id.trim() : '';
    const errors = new FieldErrors();
    if (!value) errors.add('external_id', 'Поле "Внешний ID" является обязательным');
    else if (value.length > 64) errors.add('external_id', 'Внешний ID должен быть не длиннее 64 символов');
    else if (getDb().integration_links.some((l) => l.company_id === companyId && l.kind === record.kind && l.id !== record.id && l.external_id === value)) {
      errors.add('external_id', 'Этот внешний ID уже занят');
    }
    errors.throwIfAny();
    mutate(() => Object.assign(record, { external_id: value, updated_at: new Date().toISOString() }));
    return ok(linkView(record));
  }),

  http.delete(api('chief', 'integration/:kind/links/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = ownLink(companyId, params.kind, params.id);
    mutate((db) => {
      db.integration_links = db.integration_links.filter((l) => l.id !== record.id);
    });
    return ok(null);
  }),
];
