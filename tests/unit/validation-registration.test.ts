import { ValidationError } from 'yup';
import { registrationCodeSchema, registrationSchema, type RegistrationFormValues } from '@/lib/auth/registration';
import { containsEmail, isStrongPassword, registrationSubmitBlocked } from '@/lib/auth/rules';
import { passwordUpdateSchema, recoverySchema } from '@/lib/auth/recovery';

const VALID: RegistrationFormValues = {
  name: 'Ольга Васильева',
  email: 'olga@demo.ru',
  password: 'Olga_pass1',
  repeatPassword: 'Olga_pass1',
  phone: '+7 916 123-45-67',
};

/** Every message the schema gives, per field. */
function errorsOf(values: Partial<RegistrationFormValues>): Record<string, string[]> {
  try {
    registrationSchema.validateSync({ ...VALID, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string[]> = {};
    for (const inner of (error as ValidationError).inner) (result[inner.path ?? ''] ??= []).push(inner.message);
    return result;
  }
}

const MESSAGES = {
  nameRequired: 'Поле "ФИО" является обязательным',
  nameIsEmail: 'ФИО не может содержать адрес электронной почты',
  emailRequired: 'Поле "E-mail" является обязательным',
  email: 'Поле "E-mail" должно содержать валидный адрес',
  passwordRequired: 'Поле "Пароль" является обязательным',
  password: 'Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы',
  repeatRequired: 'Поле "Повторите пароль" является обязательным',
  repeat: 'Пароли должны совпадать',
  phoneRequired: 'Поле "Телефон" является обязательным',
  phone: 'Поле "Телефон" должно содержать валидный номер',
};

describe('registration schema: every §5 rule and its message', () => {
  it('accepts a valid form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each<[string, Partial<RegistrationFormValues>, string, string]>([
    ['empty name', { name: '  ' }, 'name', MESSAGES.nameRequired],
    ['name is an e-mail', { name: 'olga@demo.ru' }, 'name', MESSAGES.nameIsEmail],
    ['name contains an e-mail', { name: 'Ольга olga@mail.com' }, 'name', MESSAGES.nameIsEmail],
    ['empty e-mail', { email: '' }, 'email', MESSAGES.emailRequired],
    ['e-mail without domain', { email: 'olga@' }, 'email', MESSAGES.email],
    ['e-mail with an unknown ending', { email: 'olga@demo.xyz' }, 'email', MESSAGES.email],
    ['e-mail with two separators in a row', { email: 'ol..ga@demo.ru' }, 'email', MESSAGES.email],
    ['e-mail with a space', { email: 'ol ga@demo.ru' }, 'email', MESSAGES.email],
    ['empty password', { password: '', repeatPassword: '' }, 'password', MESSAGES.passwordRequired],
    ['password of 7 characters', { password: 'Olg_as1', repeatPassword: 'Olg_as1' }, 'password', MESSAGES.password],
    ['password without a digit', { password: 'Olga_pass', repeatPassword: 'Olga_pass' }, 'password', MESSAGES.password],
    ['password without a letter', { password: '1234_5678', repeatPassword: '1234_5678' }, 'password', MESSAGES.password],
    ['password without a special character', { password: 'Olgapass1', repeatPassword: 'Olgapass1' }, 'password', MESSAGES.password],
    ['empty repeat', { repeatPassword: '' }, 'repeatPassword', MESSAGES.repeatRequired],
    ['repeat differs', { repeatPassword: 'Olga_pass2' }, 'repeatPassword', MESSAGES.repeat],
    ['empty phone', { phone: '' }, 'phone', MESSAGES.phoneRequired],
    ['phone of 15 characters', { phone: '+7 916 123-45-6' }, 'phone', MESSAGES.phone],
    ['phone without the mask', { phone: '79161234567' }, 'phone', MESSAGES.phone],
    ['phone with another country code', { phone: '+8 916 123-45-67' }, 'phone', MESSAGES.phone],
  ])('%s', (_case, change, field, message) => {
    const errors = errorsOf(change);
    expect(errors[field]).toEqual([message]);
    // An empty password also leaves its repeat unmatched; nothing else may fail.
    expect(Object.keys(errors).filter((key) => key !== field && key !== 'repeatPassword')).toEqual([]);
  });

  it.each(['Olga_pass1', 'Пароль-2024', 'abc12345!', 'x1_yyyyy', 'A1b2c3d4#'])('accepts the password %s', (password) => {
    expect(errorsOf({ password, repeatPassword: password })).toEqual({});
  });

  it("accepts e-mails with - + . ' separators", () => {
    for (const email of ['ivan.petrov@mail.ru', 'ivan-petrov@my-shop.com', 'ivan+shop@gmail.com', "o'brien@site.io"]) {
      expect(errorsOf({ email })).toEqual({});
    }
  });

  it('trims the name and the e-mail', () => {
    expect(registrationSchema.validateSync({ ...VALID, name: ' Ольга ', email: ' olga@demo.ru ' })).toMatchObject({
      name: 'Ольга',
      email: 'olga@demo.ru',
    });
  });
});

describe('registration submit blocking (§5)', () => {
  it.each<[string, Partial<RegistrationFormValues>, boolean]>([
    ['a valid form', {}, false],
    ['empty name', { name: '' }, true],
    ['name of spaces', { name: '   ' }, true],
    ['empty e-mail', { email: '' }, true],
    ['empty password', { password: '' }, true],
    ['empty repeat', { repeatPassword: '' }, true],
    ['empty phone', { phone: '' }, true],
    ['short phone', { phone: '+7 916 123-45-6' }, true],
    ['invalid password', { password: 'password', repeatPassword: 'password' }, true],
    ['mismatched passwords', { repeatPassword: 'Olga_pass2' }, true],
    // These are refused on submit with their message, not by disabling the button.
    ['a name that is an e-mail', { name: 'olga@demo.ru' }, false],
    ['an invalid e-mail', { email: 'olga@demo' }, false],
  ])('%s → blocked: %s', (_case, change, blocked) => {
    expect(registrationSubmitBlocked({ ...VALID, ...change })).toBe(blocked);
  });
});

describe('helpers', () => {
  it.each([
    ['Olga_pass1', true],
    ['Olga pass1', false],
    ['Ольга_123', true],
    ['Olga_pa1', true],
    ['Olg_pa1', false],
  ])('isStrongPassword(%s) = %s', (value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });

  it('finds an e-mail inside a name', () => {
    expect(containsEmail('Иван Петров')).toBe(false);
    expect(containsEmail('Иван @ Петров')).toBe(false);
    expect(containsEmail('ivan@mail.ru')).toBe(true);
  });

  it('needs a code of at least 5 digits on registration', () => {
    expect(registrationCodeSchema.isValidSync({ code: '1234' })).toBe(false);
    expect(registrationCodeSchema.isValidSync({ code: '12345' })).toBe(true);
    expect(registrationCodeSchema.isValidSync({ code: '123456' })).toBe(true);
  });
});

describe('recovery and password update', () => {
  it('checks the recovery e-mail like login', () => {
    expect(() => recoverySchema.validateSync({ email: '' })).toThrow('Поле "E-mail" является обязательным');
    expect(() => recoverySchema.validateSync({ email: 'anna' })).toThrow('Проверьте адрес электронной почты');
    expect(recoverySchema.validateSync({ email: ' anna@demo.ru ' })).toEqual({ email: 'anna@demo.ru' });
  });

  it('checks the new password with the registration rules', () => {
    const messagesOf = (values: object) => {
      try {
        passwordUpdateSchema.validateSync(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as ValidationError).errors;
      }
    };
    expect(messagesOf({ password: 'short', passwordConfirmation: 'short' })).toEqual([MESSAGES.password]);
    expect(messagesOf({ password: 'New_pass1', passwordConfirmation: 'New_pass2' })).toEqual([MESSAGES.repeat]);
    expect(messagesOf({ password: '', passwordConfirmation: '' }).sort()).toEqual([
      'Поле "Новый пароль" является обязательным',
      'Поле "Повторите пароль" является обязательным',
    ]);
    expect(messagesOf({ password: 'New_pass1', passwordConfirmation: 'New_pass1' })).toEqual([]);
  });
});
