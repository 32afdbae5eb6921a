import { object, string, type InferType } from 'yup';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

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

/** The registration and password-update password with its §5 message. */
export const passwordRule = (label = 'Пароль') =>
  string()
    .required(required(label))
    .test('strong', messages.password, (value) => !value || isStrongPassword(value));

/** 'Повторите пароль': must equal the field named `other`. */
export const repeatPasswordRule = (other: string, label = 'Повторите пароль') =>
  string()
    .required(required(label))
    // A test rather than oneOf(ref): yup checks oneOf before `required`, hiding its message.
    .test('same', messages.repeatPassword, function (value) {
      return !value || value === (this.parent as Record<string, unknown>)[other];
    });

/** §5 phone: the masked pattern and exactly 16 characters. */
export const phoneRule = (label = 'Телефон') =>
  string()
    .required(required(label))
    .test('phone', messages.phone, (value) => !value || (value.length === PHONE_MASKED_LENGTH && patterns.phone.test(value)));

/** §5 e-mail pattern (the strict one, unlike login's). */
export const emailRule = (label = 'E-mail') =>
  string()
    .trim()
    .required(required(label))
    .matches(patterns.email, { message: messages.email, excludeEmptyString: true });

export const registrationSchema = object({
  name: string()
    .trim()
    .required(required('ФИО'))
    .test('no-email', messages.nameIsEmail, (value) => !value || !containsEmail(value)),
  email: emailRule(),
  password: passwordRule(),
  repeatPassword: repeatPasswordRule('password'),
  phone: phoneRule(),
});

export type RegistrationFormValues = InferType<typeof registrationSchema>;

export const REGISTRATION_FIELDS = ['name', 'email', 'password', 'repeatPassword', 'phone'] as const;

/**
 * §5: submit stays disabled while any field is empty, the phone has the wrong length, or the
 * password is invalid or differs from its repeat. Other mistakes show their message on submit.
 */
export function registrationSubmitBlocked(values: Partial<Record<keyof RegistrationFormValues, string>>): boolean {
  const { name = '', email = '', password = '', repeatPassword = '', phone = '' } = values;
  if ([name, email, password, repeatPassword, phone].some((value) => value.trim() === '')) return true;
  return phone.length !== PHONE_MASKED_LENGTH || !isStrongPassword(password) || password !== repeatPassword;
}

/** §5: a registration code of at least 5 characters (login needs exactly 5). */
export const REGISTRATION_CODE_MIN = 5;

export const registrationCodeSchema = object({
  code: string()
    .trim()
    .required(required('Код подтверждения'))
    .matches(new RegExp(`^\\d{${REGISTRATION_CODE_MIN},}$`), {
      message: `Код должен содержать не менее ${REGISTRATION_CODE_MIN} цифр`,
      excludeEmptyString: true,
    }),
});
