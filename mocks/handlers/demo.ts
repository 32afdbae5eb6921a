/**
 * Demo-only controls for the demo script and e2e tests. They live under /__demo, never under
 * /dashboard, so the BFF's allowlist can never forward a browser to them.
 */
import { http, HttpResponse } from 'msw';
import { expireAllTokens, findToken, lastCode, lastResetToken, lastTokenOf } from '../credentials';
import { findUserByEmail } from '../users';
import { addFault, clearFaults, faultFor } from '../faults';
import { fail, USER_NOT_FOUND } from '../http';
import { clearRequestLog, requestLog } from '../request-log';
import { companyStatuses } from '../commerce';
import type { OrderRecord } from '../commerce-types';
import { parseVariants } from '../shapes';
import { clearUserShapes, setTokenShapes, setUserShapes } from '../shapes-registry';
import { getDb, mutate, resetStore } from '../store';
import { normalizePhone } from '../validation';

/** A shop order arriving now, as a customer's app would place it (for the new-order notice). */
function placeOrder(companyId: number): OrderRecord | null {
  return mutate((db) => {
    const customer = db.customers.find((c) => c.company_id === companyId);
    const status = companyStatuses(companyId).find((s) => s.code === 'new');
    if (!customer || !status) return null;
    const number = db.orders.filter((o) => o.company_id === companyId).reduce((max, o) => Math.max(max, Number(o.number) || 0), 10_000) + 1;
    const itemId = db.orders.reduce((max, o) => o.items.reduce((m, i) => Math.max(m, i.id), max), 0) + 1;
    const now = new Date().toISOString();
    const order: OrderRecord = {
      id: db.orders.reduce((max, o) => Math.max(max, o.id), 0) + 1,
      company_id: companyId,
      number: String(number),
      customer_id: customer.id,
      status_id: status.id,
      delivery_type: 'pickup',
      store_id: db.shops.find((s) => s.company_id === companyId)?.id ?? null,
      address: '',
      comment: '',
      payment_system_id: 1,
      is_paid: false,
      payment_link: null,
      delivery_cost: 0,
      items: [{ id: itemId, name: 'Капучино', price: 250, quantity: 2, status: 'new' }],
      created_at: now,
      updated_at: now,
    };
    db.orders.push(order);
    return order;
  });
}

/** Answers a call an e2e test asked to fail (POST /__demo/faults), or holds it back; nothing otherwise. */
export const injectedFaults = http.all('/dashboard/*', async ({ request }) => {
  const fault = faultFor(request.method, new URL(request.url));
  if (!fault) return undefined;
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  return fault.status ? fail(fault.status, fault.error ?? 'Сбой сервера') : undefined;
});

export const demoHandlers = [
  // { method, path, query?, status?, error?, delayMs? }: that call answers with that error (or
  // waits delayMs and goes on) until DELETE /__demo/faults?id=… (the id this answers with)
  http.post('/__demo/faults', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as
      | { method?: unknown; path?: unknown; query?: unknown; status?: unknown; error?: unknown; delayMs?: unknown; omit?: unknown }
      | null;
    if (!body || typeof body.method !== 'string' || typeof body.path !== 'string' || !body.path.startsWith('/dashboard/')) {
      return fail(422, 'Нужны method и path (/dashboard/…)');
    }
    const query = body.query;
    if (query !== undefined && (query === null || typeof query !== 'object' || Object.values(query).some((value) => typeof value !== 'string'))) {
      return fail(422, 'query — объект строк');
    }
    const delayMs = typeof body.delayMs === 'number' && body.delayMs > 0 ? Math.min(body.delayMs, 60_000) : undefined;
    if (body.omit !== undefined && (!Array.isArray(body.omit) || body.omit.some((key) => typeof key !== 'string'))) {
      return fail(422, 'omit — список имён полей');
    }
    const omit = body.omit as string[] | undefined;
    // A delay or an omission alone lets the call through; otherwise it fails (500 unless told).
    const status = typeof body.status === 'number' && body.status >= 400 && body.status < 600 ? body.status : delayMs || omit ? undefined : 500;
    const error = typeof body.error === 'string' ? body.error : 'Сбой сервера';
    const id = addFault({ method: body.method, path: body.path, query: query as Record<string, string> | undefined, status, error, delayMs, omit });
    return HttpResponse.json({ ok: true, id }, { status: 201 });
  }),

  // ?id=N: that one fault (what a test added); ?path=…: every fault of that path; neither: all.
  http.delete('/__demo/faults', ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({ removed: clearFaults({ id: Number(params.get('id')) || null, path: params.get('path') }) });
  }),

  // { email, variants: ['strings', …] }: the answers to that user's requests take those shape
  // variants (mocks/shapes.ts) until DELETE /__demo/shapes?email=… (no email: everyone's). With
  // `token` as well, only the requests of that one session (parallel tests as one user).
  http.post('/__demo/shapes', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { email?: unknown; token?: unknown; variants?: unknown } | null;
    if (!body || typeof body.email !== 'string' || !Array.isArray(body.variants)) return fail(400, 'Нужны email и variants (список)');
    if (body.token !== undefined && typeof body.token !== 'string') return fail(400, 'token — строка');
    const user = findUserByEmail(body.email);
    if (!user) return fail(404, USER_NOT_FOUND);
    const parsed = parseVariants(body.variants);
    if ('error' in parsed) return fail(400, parsed.error);
    if (typeof body.token === 'string') {
      if (findToken(body.token)?.user_id !== user.id) return fail(404, 'Токен этого пользователя не найден');
      setTokenShapes(body.token, parsed.variants);
    } else setUserShapes(user.email, parsed.variants);
    return HttpResponse.json({ email: user.email, variants: parsed.variants });
  }),

  http.delete('/__demo/shapes', ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({ removed: clearUserShapes(params.get('email'), params.get('token')) });
  }),

  http.post('/__demo/orders', ({ request }) => {
    const companyId = Number(new URL(request.url).searchParams.get('company') ?? 1);
    const order = placeOrder(companyId);
    return order ? HttpResponse.json({ id: order.id, number: order.number }, { status: 201 }) : fail(404, 'Компания не найдена');
  }),

  http.get('/__demo/codes/last', ({ request }) => {
    const raw = new URL(request.url).searchParams.get('phone');
    const phone = raw ? normalizePhone(raw) : undefined;
    if (phone === null) return fail(422, 'Некорректный номер телефона');
    const record = lastCode(phone);
    return record ? HttpResponse.json({ phone: record.phone, code: record.code }) : fail(404, 'Код не найден');
  }),

  http.get('/__demo/password-reset/last', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase() || undefined;
    const record = lastResetToken(email);
    return record ? HttpResponse.json({ email: record.email, token: record.token }) : fail(404, 'Ссылка не найдена');
  }),

  http.get('/__demo/tokens/last', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase() ?? '';
    const user = findUserByEmail(email, 'chief') ?? findUserByEmail(email, 'admin');
    const record = user && lastTokenOf(user.id);
    return record ? HttpResponse.json({ token: record.token }) : fail(404, 'Токен не найден');
  }),

  http.get('/__demo/call-requests', () => {
    const requests = getDb().call_requests;
    return HttpResponse.json({ count: requests.length, last: requests.at(-1) ?? null });
  }),

  http.post('/__demo/reset', () => {
    resetStore();
    clearRequestLog();
    clearFaults();
    clearUserShapes();
    return HttpResponse.json({ ok: true });
  }),

  // ?token= limits it to one session and ?email= to one user, so parallel e2e tests do not
  // expire the sessions other tests share.
  http.post('/__demo/expire-tokens', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const token = params.get('token');
    if (token) return HttpResponse.json({ expired: expireAllTokens({ token }) });
    const email = params.get('email');
    if (!email) return HttpResponse.json({ expired: expireAllTokens() });
    const user = findUserByEmail(email, 'chief') ?? findUserByEmail(email, 'admin');
    return user ? HttpResponse.json({ expired: expireAllTokens({ userId: user.id }) }) : fail(404, 'Пользователь не найден');
  }),

  http.get('/__demo/requests', () => HttpResponse.json(requestLog())),

  http.delete('/__demo/requests', () => {
    clearRequestLog();
    return HttpResponse.json({ ok: true });
  }),
];
