/** Password recovery (§2 Recovery screen): a link by e-mail, then a new password. */
import { http } from 'msw';
import { findResetToken, issueResetToken, revokeUserTokens } from '../credentials';
import { fail, ok, readJson, USER_NOT_FOUND } from '../http';
import { getDb, mutate } from '../store';
import { findUserByEmail } from '../users';
import { emailField, FieldErrors, isStrongPassword, MESSAGES, requiredText } from '../validation';
import { api } from './paths';

const INVALID_LINK = 'Ссылка для восстановления пароля недействительна или устарела';

const sendLink = http.post(api('chief', 'password-reset-link'), async ({ request }) => {
  const body = await readJson(request);
  const errors = new FieldErrors();
  const email = emailField(body, errors);
  errors.throwIfAny();
  const user = findUserByEmail(email, 'chief');
  if (!user || !user.verified) return fail(404, USER_NOT_FOUND);
  issueResetToken(user);
  return ok({ message: 'Письмо отправлено' });
});

const resetPassword = http.post(api('chief', 'password-reset'), async ({ request }) => {
  const body = await readJson(request);
  const errors = new FieldErrors();
  const token = requiredText(body, errors, 'token', 'Токен');
  const reset = token ? findResetToken(token) : undefined;
  if (token && !reset) errors.add('token', INVALID_LINK);
  const password = requiredText(body, errors, 'password', 'Пароль', false);
  if (password && !isStrongPassword(password)) errors.add('password', MESSAGES.password);
  const confirmation = requiredText(body, errors, 'password_confirmation', 'Повторите пароль', false);
  if (confirmation && password && confirmation !== password) {
    errors.add('password_confirmation', MESSAGES.repeatPassword);
  }
  errors.throwIfAny();
  const user = getDb().users.find((u) => u.id === reset?.user_id);
  if (!reset || !user) return fail(422, INVALID_LINK, { token: [INVALID_LINK] });
  mutate(() => {
    user.password = password;
    reset.used = true;
  });
  // Whoever knew the old password is signed out everywhere.
  revokeUserTokens(user.id);
  return ok({ message: 'Пароль успешно изменён' });
});

export const passwordResetHandlers = [sendLink, resetPassword];
