import { object, string, type InferType } from 'yup';
import { containsEmail, isStrongPassword, PHONE_MASKED_LENGTH, REGISTRATION_CODE_MIN } from './rules';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

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

export const registrationCodeSchema = object({
  code: string()
    .trim()
    .required(required('Код подтверждения'))
    .matches(new RegExp(`^\\d{${REGISTRATION_CODE_MIN},}$`), {
      message: `Код должен содержать не менее ${REGISTRATION_CODE_MIN} цифр`,
      excludeEmptyString: true,
    }),
});
