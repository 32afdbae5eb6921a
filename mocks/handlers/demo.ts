/**
 * Demo-only controls for the demo script and e2e tests. They live under /__demo, never under
 * /dashboard, so the BFF's allowlist can never forward a browser to them.
 */
import { http, HttpResponse } from 'msw';
import { expireAllTokens, lastCode, lastResetToken, lastTokenOf } from '../credentials';
import { findUserByEmail } from '../users';
import { fail } from '../http';
import { clearRequestLog, requestLog } from '../request-log';
import { getDb, resetStore } from '../store';
import { normalizePhone } from '../validation';

export const demoHandlers = [
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
