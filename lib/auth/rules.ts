// The sign-in and registration forms' limits and checks, without yup: each form loads its
// schema (./login, ./registration, ./recovery) only when it first validates.

export const CODE_LENGTH = 5;

/** §9: a masked phone ('+7 916 123-45-67') is exactly 16 characters. */
export const PHONE_MASKED_LENGTH = 16;

/** §5: more than 7 characters, with a letter, a digit and a special character or underscore. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length > 7 && /\p{L}/u.test(value) && /\p{N}/u.test(value) && /[^\p{L}\p{N}\s]|_/u.test(value)
  );
}

/** §5: the full name must not contain an e-mail address. */
export function containsEmail(value: string): boolean {
  return /[^\s@]+@[^\s@]+\.[^\s@]+/.test(value);
}

export const REGISTRATION_FIELDS = ['name', 'email', 'password', 'repeatPassword', 'phone'] as const;
/** The registration form's fields (the keys of its schema's values, lib/auth/registration.ts). */
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * §5: submit stays disabled while any field is empty, the phone has the wrong length, or the
 * password is invalid or differs from its repeat. Other mistakes show their message on submit.
 */
export function registrationSubmitBlocked(values: Partial<Record<RegistrationField, string>>): boolean {
  const { name = '', email = '', password = '', repeatPassword = '', phone = '' } = values;
  if ([name, email, password, repeatPassword, phone].some((value) => value.trim() === '')) return true;
  return phone.length !== PHONE_MASKED_LENGTH || !isStrongPassword(password) || password !== repeatPassword;
}

/** §5: a registration code of at least 5 characters (login needs exactly 5). */
export const REGISTRATION_CODE_MIN = 5;
