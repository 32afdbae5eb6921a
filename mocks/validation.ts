/** Field checks and the Russian messages of the specification (§5), as the upstream answers them. */
import { fail } from './http';

export const MESSAGES = {
  required: (label: string) => `Поле "${label}" является обязательным`,
  email: 'Поле "E-mail" должно содержать валидный адрес',
  phone: 'Поле "Телефон" должно содержать валидный номер',
  password: 'Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы',
  repeatPassword: 'Пароли должны совпадать',
  nameIsEmail: 'ФИО не может содержать адрес электронной почты',
  inn: 'Поле "ИНН" должно содержать 10 или 12 чисел',
  code: 'Неверный код подтверждения',
  emailTaken: 'Пользователь с таким E-mail уже зарегистрирован',
  phoneTaken: 'Пользователь с таким номером телефона уже зарегистрирован',
} as const;

export const VALIDATION_ERROR = 'Ошибка валидации';

// §5: local part with - + . ' separators, domain ending com, net, org, ru, info, io or dev.
const EMAIL = /^[\w]+(?:[-+.'][\w]+)*@[a-z\d]+(?:[-.][a-z\d]+)*\.(?:com|net|org|ru|info|io|dev)$/i;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** §5: more than 7 characters, a digit, a letter and a special character or underscore. */
export function isStrongPassword(value: string): boolean {
  return value.length > 7 && /\d/.test(value) && /\p{L}/u.test(value) && /[^\p{L}\d]|_/u.test(value);
}

/**
 * The canonical 11-digit phone ('7' + 10 digits). Screens send 10 digits (without the country
 * digit) or the 11 digits taken from the login message; formatting characters are tolerated.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s()+-]/g, '');
  if (/^\d{10}$/.test(digits)) return `7${digits}`;
  if (/^[78]\d{10}$/.test(digits)) return `7${digits.slice(1)}`;
  return null;
}

/**
 * A text field of a JSON body: trimmed string ('' when absent or null), numbers as digits,
 * and `null` when the value has a type no form can produce (object, array, boolean).
 */
export function textField(body: Record<string, unknown>, key: string, trim = true): string | null {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return trim ? value.trim() : value;
}

/** Collects per-field messages and answers them all at once, as the upstream does. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Throws the 422 response when any field failed; msw sends a thrown Response as is. */
  throwIfAny(error: string = VALIDATION_ERROR): void {
    if (Object.keys(this.errors).length > 0) throw fail(422, error, this.errors);
  }
}

/** A required text field; adds the messages and returns '' when it fails. */
export function requiredText(
  body: Record<string, unknown>,
  errors: FieldErrors,
  key: string,
  label: string,
  trim = true,
): string {
  const value = textField(body, key, trim);
  if (value === null) {
    errors.add(key, `Поле "${label}" должно быть строкой`);
    return '';
  }
  if (!value) errors.add(key, MESSAGES.required(label));
  return value;
}

/** A required e-mail, lower-cased for lookups; '' when it fails. */
export function emailField(body: Record<string, unknown>, errors: FieldErrors, key = 'email'): string {
  const value = textField(body, key);
  if (value === null || (value && !isEmail(value))) {
    errors.add(key, MESSAGES.email);
    return '';
  }
  if (!value) errors.add(key, MESSAGES.required('E-mail'));
  return value.toLowerCase();
}

/** A required phone in any accepted spelling, as the canonical 11 digits; '' when it fails. */
export function phoneField(body: Record<string, unknown>, errors: FieldErrors, key = 'phone'): string {
  const value = textField(body, key);
  if (value === '') {
    errors.add(key, MESSAGES.required('Телефон'));
    return '';
  }
  const phone = value === null ? null : normalizePhone(value);
  if (!phone) errors.add(key, MESSAGES.phone);
  return phone ?? '';
}
