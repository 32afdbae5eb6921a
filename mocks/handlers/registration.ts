/** Company-user registration (§2 Registration screen, §4, §5): form step, then the code step. */
import { http } from 'msw';
import { issueCode } from '../credentials';
import { fail, ok, readJson, USER_NOT_FOUND } from '../http';
import { getDb, mutate } from '../store';
import type { UserRecord } from '../types';
import { findUserByEmail, findUserByPhone, nextId } from '../users';
import {
  emailField,
  FieldErrors,
  isStrongPassword,
  MESSAGES,
  phoneField,
  requiredText,
  textField,
} from '../validation';
import { api } from './paths';

const codeSent = (phone: string) => ok({ message: `Код подтверждения отправлен на номер ${phone}` });

/**
 * §5: the form sends the phone as digits without formatting: the 11 digits with the country
 * digit 7, or the 10 digits without it. Anything with formatting characters is refused.
 */
function registrationPhone(body: Record<string, unknown>, errors: FieldErrors, key: string): string {
  const value = textField(body, key);
  if (value === '') errors.add(key, MESSAGES.required('Телефон'));
  else if (value !== null && /^7\d{10}$/.test(value)) return value;
  else if (value !== null && /^\d{10}$/.test(value)) return `7${value}`;
  else errors.add(key, MESSAGES.phone);
  return '';
}

/** Taken means taken by a confirmed user; an abandoned registration does not block a retry. */
function isTaken(user: UserRecord | undefined, except?: UserRecord): boolean {
  return user !== undefined && user !== except && user.verified;
}

const register = http.post(api('chief', 'registration'), async ({ request }) => {
  const body = await readJson(request);
  const errors = new FieldErrors();
  const name = requiredText(body, errors, 'name', 'ФИО');
  if (/\S+@\S+\.\S+/.test(name)) errors.add('name', MESSAGES.nameIsEmail);
  const email = emailField(body, errors);
  if (email && isTaken(findUserByEmail(email))) errors.add('email', MESSAGES.emailTaken);
  const password = requiredText(body, errors, 'password', 'Пароль', false);
  if (password && !isStrongPassword(password)) errors.add('password', MESSAGES.password);
  const repeat = requiredText(body, errors, 'repeat_password', 'Повторите пароль', false);
  if (repeat && password && repeat !== password) errors.add('repeat_password', MESSAGES.repeatPassword);
  const phone = registrationPhone(body, errors, 'phone');
  if (phone && isTaken(findUserByPhone(phone))) errors.add('phone', MESSAGES.phoneTaken);
  errors.throwIfAny();

  mutate((db) => {
    db.users = db.users.filter((u) => u.verified || (u.email !== email && u.phone !== phone));
    db.users.push({
      id: nextId(db.users),
      role: 'chief',
      name,
      email,
      password,
      phone,
      step: '1',
      company_id: null,
      verified: false,
      created_at: new Date().toISOString(),
    });
  });
  issueCode(phone, 'chief');
  return codeSent(phone);
});

/** §4: 'Изменить номер' on the code step: `{ old_phone, phone }` moves the pending registration. */
const changePhone = http.post(api('chief', 'registration/change-phone'), async ({ request }) => {
  const body = await readJson(request);
  const errors = new FieldErrors();
  const oldPhone = phoneField(body, errors, 'old_phone');
  const phone = registrationPhone(body, errors, 'phone');
  errors.throwIfAny();
  const pending = getDb().users.find((u) => u.phone === oldPhone && u.role === 'chief' && !u.verified);
  if (!pending) return fail(404, USER_NOT_FOUND);
  if (isTaken(findUserByPhone(phone), pending)) {
    return fail(422, 'Ошибка валидации', { phone: [MESSAGES.phoneTaken] });
  }
  mutate((db) => {
    db.users = db.users.filter((u) => u === pending || u.verified || u.phone !== phone);
    pending.phone = phone;
  });
  issueCode(phone, 'chief');
  return codeSent(phone);
});

export const registrationHandlers = [register, changePhone];
