import { ValidationError } from 'yup';
import { codeSchema, loginSchema } from '@/lib/auth/login';
import { loginErrors, messages, required } from '@/lib/validation/messages';

async function errorsOf(schema: typeof loginSchema | typeof codeSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('messages', () => {
  it('builds the required-field message', () => {
    expect(required('E-mail')).toBe('Поле "E-mail" является обязательным');
  });

  it('keeps the §5 and §8 texts verbatim', () => {
    expect(messages.email).toBe('Поле "E-mail" должно содержать валидный адрес');
    expect(messages.loginEmail).toBe('Проверьте адрес электронной почты');
    expect(loginErrors.notFound).toBe('Неверные E-mail или пароль. Проверьте корректность введенных данных');
    expect(loginErrors.invalid).toBe('Проверьте корректность введенных данных');
  });
});

describe('loginSchema', () => {
  it('requires both fields', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual([
      'Поле "E-mail" является обязательным',
      'Поле "Пароль" является обязательным',
    ]);
  });

  it('treats whitespace-only values as empty', async () => {
    expect(await errorsOf(loginSchema, { email: '   ', password: '  ' })).toEqual([
      'Поле "E-mail" является обязательным',
      'Поле "Пароль" является обязательным',
    ]);
  });

  it('rejects an invalid e-mail', async () => {
    expect(await errorsOf(loginSchema, { email: 'not-an-email', password: 'secret' })).toEqual([
      'Проверьте адрес электронной почты',
    ]);
  });

  it('trims the values', async () => {
    await expect(loginSchema.validate({ email: '  chief@example.com ', password: ' p@ss ' })).resolves.toEqual({
      email: 'chief@example.com',
      password: 'p@ss',
    });
  });
});

describe('codeSchema', () => {
  it('accepts exactly five digits', async () => {
    await expect(codeSchema.validate({ code: '12345' })).resolves.toEqual({ code: '12345' });
  });

  it('requires the code', async () => {
    expect(await errorsOf(codeSchema, { code: '' })).toEqual(['Поле "Код подтверждения" является обязательным']);
  });

  it.each(['1234', '123456', '12a45'])('rejects %p', async (code) => {
    expect(await errorsOf(codeSchema, { code })).toEqual([messages.codeLength]);
  });
});
