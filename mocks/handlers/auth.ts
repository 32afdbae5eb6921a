/** Sign-in of both roles (§7 Auth): credentials, confirmation code, token, logout, refresh. */
import { http } from 'msw';
import {
  consumeCode,
  EXPIRES_IN,
  findToken,
  issueCode,
  issueToken,
  revokeToken,
} from '../credentials';
import { authenticate, bearerToken, fail, ok, readJson, UNAUTHORIZED, USER_NOT_FOUND } from '../http';
import { countRefreshCall, tokenOwner } from '../request-log';
import { getDb, mutate } from '../store';
import type { Role, TokenRecord } from '../types';
import { findUserByEmail, findUserByPhone } from '../users';
import { emailField, FieldErrors, MESSAGES, phoneField, requiredText } from '../validation';
import { api, ROLES } from './paths';

const tokenPayload = (token: TokenRecord) => ({
  access_token: token.token,
  token_type: 'Bearer',
  expires_in: EXPIRES_IN,
});

const LOGIN_PASSWORD_MIN = 6;
const LOGIN_PASSWORD_TOO_SHORT = 'Пароль должен содержать не менее 6 символов';

function roleHandlers(role: Role) {
  return [
    http.post(api(role, 'login'), async ({ request }) => {
      const body = await readJson(request);
      const errors = new FieldErrors();
      const email = emailField(body, errors);
      const password = requiredText(body, errors, 'password', 'Пароль', false);
      // Like the real upstream's `min:6` rule: no stored password is that short.
      if (password && password.length < LOGIN_PASSWORD_MIN) errors.add('password', LOGIN_PASSWORD_TOO_SHORT);
      errors.throwIfAny();
      const user = findUserByEmail(email, role);
      // One answer for every mismatch, so the response does not reveal which e-mails exist.
      if (!user || !user.verified || user.password !== password) return fail(404, USER_NOT_FOUND);
      issueCode(user.phone, role);
      return ok({ message: `Код подтверждения отправлен на номер ${user.phone}` });
    }),

    http.post(api(role, 'send-code'), async ({ request }) => {
      const body = await readJson(request);
      const errors = new FieldErrors();
      const phone = phoneField(body, errors);
      errors.throwIfAny();
      // Unverified users included: the registration code step resends through here.
      if (!findUserByPhone(phone, role)) return fail(404, USER_NOT_FOUND);
      issueCode(phone, role);
      return ok({ message: 'Код отправлен' });
    }),

    http.post(api(role, 'auth/complete'), async ({ request }) => {
      const body = await readJson(request);
      const errors = new FieldErrors();
      const phone = phoneField(body, errors);
      errors.throwIfAny();
      const code = typeof body.code === 'number' ? String(body.code) : body.code;
      const user = findUserByPhone(phone, role);
      if (!user || typeof code !== 'string' || !consumeCode(phone, role, code.trim())) {
        return fail(422, MESSAGES.code, { code: [MESSAGES.code] });
      }
      // A confirmed code completes a registration too.
      if (!user.verified) {
        mutate(() => {
          user.verified = true;
        });
      }
      const token = issueToken(user);
      return ok({ ...tokenPayload(token), user: { name: user.name, step: user.step } });
    }),

    http.get(api(role, 'logout'), ({ request }) => {
      authenticate(request, role);
      const token = findToken(bearerToken(request) ?? '');
      if (token) revokeToken(token);
      return ok(null);
    }),
  ];
}

/**
 * §7: refresh lives on the chief path (on its own host in production) and serves admin tokens
 * too. An expired token is accepted, that is the point; a revoked one is not.
 */
const refresh = http.get(api('chief', 'refresh'), ({ request }) => {
  const bearer = bearerToken(request) ?? '';
  const old = findToken(bearer);
  const user = old && getDb().users.find((u) => u.id === old.user_id);
  // Refused calls count too (the store may have pruned the revoked token): a second refresh of a
  // rotated token is what the e2e tests look for.
  countRefreshCall(user?.email ?? tokenOwner(bearer));
  if (!old || old.revoked || !user) return fail(401, UNAUTHORIZED);
  revokeToken(old);
  return ok(tokenPayload(issueToken(user)));
});

export const authHandlers = [...ROLES.flatMap(roleHandlers), refresh];
