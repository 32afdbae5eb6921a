import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hardNavigate } from '@/lib/api/hard-navigate';
import { RegistrationForm } from '@/components/auth/registration-form';
import { server, withHandlers } from '../harness';

jest.mock('@/lib/api/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const requests: { path: string; body: unknown }[] = [];

async function record(request: Request) {
  requests.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
}

const sent = (phone: string) => HttpResponse.json({ data: { message: `Код подтверждения отправлен на номер ${phone}` } });

withHandlers(
  http.post('*/dashboard/v1/chief/registration', async ({ request }) => {
    await record(request);
    return sent('79161234567');
  }),
  http.post('*/dashboard/v1/chief/registration/change-phone', async ({ request }) => {
    await record(request);
    return sent('79267778899');
  }),
  http.post('*/dashboard/v1/chief/send-code', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { message: 'Код отправлен' } });
  }),
  http.post('*/dashboard/v1/chief/auth/complete', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { user: { name: 'Ольга', step: '1' }, isAdmin: false } });
  }),
);

afterEach(() => {
  requests.length = 0;
  jest.clearAllMocks();
  jest.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

function setup(fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  const user = fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : userEvent.setup();
  render(<RegistrationForm />);
  return user;
}

const field = {
  name: () => screen.getByLabelText('ФИО'),
  email: () => screen.getByLabelText('E-mail'),
  password: () => screen.getByLabelText('Пароль'),
  repeat: () => screen.getByLabelText('Повторите пароль'),
  phone: () => screen.getByLabelText('Телефон'),
};
const submit = () => screen.getByRole('button', { name: 'Зарегистрироваться' });

const VALID = {
  name: 'Ольга Васильева',
  email: 'olga@demo.ru',
  password: 'Olga_pass1',
  repeat: 'Olga_pass1',
  phone: '9161234567',
};

async function fill(user: User, values: Partial<typeof VALID> = VALID) {
  for (const key of ['name', 'email', 'password', 'repeat', 'phone'] as const) {
    const value = values[key];
    if (value) await user.type(field[key](), value);
  }
}

async function reachCodeStep(user: User) {
  await fill(user);
  await user.click(submit());
  await screen.findByRole('heading', { name: 'Введите код подтверждения' });
}

describe('RegistrationForm, form step', () => {
  it('shows the fields, the masked phone and the link to login', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument();
    expect(field.password()).toHaveAttribute('type', 'password');
    expect(field.repeat()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Уже есть аккаунт?' })).toHaveAttribute('href', '/login');
    await user.type(field.phone(), '9161234567');
    expect(field.phone()).toHaveValue('+7 916 123-45-67');
  });

  it('masks the phone as +7 9## ###-##-##: letters are dropped and it stops at 16 characters', async () => {
    const user = setup();
    await user.type(field.phone(), '79a16123456789');
    expect(field.phone()).toHaveValue('+7 916 123-45-67');
  });

  it('shows and hides both passwords', async () => {
    const user = setup();
    await user.type(field.password(), 'Olga_pass1');
    await user.type(field.repeat(), 'Olga_pass1');
    const toggles = screen.getAllByRole('button', { name: 'Показать пароль' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]!);
    expect(field.password()).toHaveAttribute('type', 'text');
    await user.click(toggles[1]!);
    expect(field.repeat()).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: 'Скрыть пароль' })[0]!);
    expect(field.password()).toHaveAttribute('type', 'password');
  });

  it.each([
    ['the name is empty', { name: '' }],
    ['the e-mail is empty', { email: '' }],
    ['the password is empty', { password: '' }],
    ['the repeat is empty', { repeat: '' }],
    ['the phone is empty', { phone: '' }],
    ['the phone is short', { phone: '916123456' }],
    ['the password has no special character', { password: 'Olgapass1', repeat: 'Olgapass1' }],
    ['the password has 7 characters', { password: 'Olg_as1', repeat: 'Olg_as1' }],
    ['the repeat differs', { repeat: 'Olga_pass2' }],
  ])('keeps submit disabled while %s', async (_case, change) => {
    const user = setup();
    await fill(user, { ...VALID, ...change });
    expect(submit()).toBeDisabled();
  });

  it('enables submit once every rule that blocks it holds', async () => {
    const user = setup();
    await fill(user, { ...VALID, phone: '916123456' });
    expect(submit()).toBeDisabled();
    await user.type(field.phone(), '7');
    expect(submit()).toBeEnabled();
  });

  it('shows the §5 messages as fields are left', async () => {
    const user = setup();
    await user.type(field.name(), 'olga@demo.ru');
    await user.type(field.email(), 'olga@demo');
    await user.type(field.password(), 'short');
    await user.type(field.repeat(), 'other');
    await user.type(field.phone(), '91612');
    await user.tab();
    expect(field.name()).toHaveAccessibleDescription('ФИО не может содержать адрес электронной почты');
    expect(field.email()).toHaveAccessibleDescription('Поле "E-mail" должно содержать валидный адрес');
    expect(field.password()).toHaveAccessibleDescription(
      'Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы',
    );
    expect(field.repeat()).toHaveAccessibleDescription('Пароли должны совпадать');
    expect(field.phone()).toHaveAccessibleDescription('Поле "Телефон" должно содержать валидный номер');
  });

  it('refuses a name that is an e-mail or a bad e-mail on submit, without calling the server', async () => {
    const user = setup();
    await fill(user, { ...VALID, name: 'olga@demo.ru', email: 'olga@demo.xyz' });
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await screen.findByText('ФИО не может содержать адрес электронной почты')).toBeInTheDocument();
    expect(screen.getByText('Поле "E-mail" должно содержать валидный адрес')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the phone as 11 digits without formatting', async () => {
    const user = setup();
    await reachCodeStep(user);
    expect(requests).toEqual([
      {
        path: '/dashboard/v1/chief/registration',
        body: {
          name: 'Ольга Васильева',
          email: 'olga@demo.ru',
          password: 'Olga_pass1',
          repeatPassword: 'Olga_pass1',
          phone: '79161234567',
        },
      },
    ]);
  });

  it('shows field messages under the fields and the error text in a notice, keeping what was typed', async () => {
    server.use(
      http.post('*/dashboard/v1/chief/registration', () =>
        HttpResponse.json(
          {
            error: 'Ошибка валидации',
            data: {
              email: ['Пользователь с таким E-mail уже зарегистрирован'],
              repeatPassword: ['Пароли должны совпадать'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const user = setup();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка валидации');
    expect(field.email()).toHaveAccessibleDescription('Пользователь с таким E-mail уже зарегистрирован');
    expect(field.repeat()).toHaveAccessibleDescription('Пароли должны совпадать');
    expect(field.name()).toHaveValue('Ольга Васильева');
    expect(field.phone()).toHaveValue('+7 916 123-45-67');
    expect(screen.queryByRole('heading', { name: 'Введите код подтверждения' })).not.toBeInTheDocument();
  });
});

describe('RegistrationForm, code step', () => {
  it('replaces the form, masks the phone and needs at least 5 digits', async () => {
    const user = setup();
    await reachCodeStep(user);
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
    expect(screen.getByText('7******')).toBeInTheDocument();
    const code = screen.getByLabelText('Код подтверждения');
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    expect(confirm).toBeDisabled();
    await user.type(code, '1234');
    expect(confirm).toBeDisabled();
    await user.type(code, '5');
    expect(confirm).toBeEnabled();
    await user.type(code, '6');
    expect(code).toHaveValue('123456');
    expect(confirm).toBeEnabled();
  });

  it('confirms with the phone without the country digit and opens the start screen', async () => {
    const user = setup();
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Код подтверждения'), '12345');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Подтвердить', busy: true })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      path: '/dashboard/v1/chief/auth/complete',
      body: { phone: '9161234567', code: '12345' },
    });
    expect(hardNavigate).toHaveBeenCalledWith('/start?step=1');
  });

  it('shows the message from data.error when the code is refused', async () => {
    server.use(
      http.post('*/dashboard/v1/chief/auth/complete', () =>
        HttpResponse.json(
          { error: 'Ошибка', data: { error: 'Неверный код подтверждения' } },
          { status: 422 },
        ),
      ),
    );
    const user = setup();
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Код подтверждения'), '11111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код подтверждения');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('counts down 59 s in 1 s ticks, then resends, restarting the countdown and the 5 s notice', async () => {
    const user = setup(true);
    await reachCodeStep(user);
    expect(screen.getByText('Получить новый код можно через 0:59')).toBeInTheDocument();
    expect(screen.getByText('Код успешно отправлен')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Получить новый код можно через 0:58')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Код успешно отправлен')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Код успешно отправлен')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(53_000));
    expect(screen.getByText('Получить новый код можно через 0:01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выслать повторно' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Выслать повторно' }));

    expect(await screen.findByText('Код успешно отправлен')).toBeInTheDocument();
    expect(screen.getByText('Получить новый код можно через 0:59')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ path: '/dashboard/v1/chief/send-code', body: { phone: '9161234567' } });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Код успешно отправлен')).not.toBeInTheDocument();
    expect(screen.getByText('Получить новый код можно через 0:54')).toBeInTheDocument();
  });

  it('changes the number: back to the form with the old phone, then a new code to the new one', async () => {
    const user = setup(true);
    await reachCodeStep(user);
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));

    expect(field.phone()).toHaveValue('+7 916 123-45-67');
    expect(field.phone()).toBeEnabled();
    expect(field.name()).toBeDisabled();
    expect(screen.getByText('Код был отправлен на номер +7 916 123-45-67')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Введите код подтверждения' })).not.toBeInTheDocument();

    await user.clear(field.phone());
    await user.type(field.phone(), '9267778899');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    await screen.findByRole('heading', { name: 'Введите код подтверждения' });
    expect(requests.at(-1)).toEqual({
      path: '/dashboard/v1/chief/registration/change-phone',
      body: { oldPhone: '79161234567', phone: '79267778899' },
    });
    // A new code: the countdown and the notice start over.
    expect(screen.getByText('Получить новый код можно через 0:59')).toBeInTheDocument();
    expect(screen.getByText('Код успешно отправлен')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Код подтверждения'), '54321{Enter}');
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/start?step=1'));
    expect(requests.at(-1)).toEqual({
      path: '/dashboard/v1/chief/auth/complete',
      body: { phone: '9267778899', code: '54321' },
    });
  });

  it('cancelling a number change keeps the old phone and the running countdown', async () => {
    const user = setup(true);
    await reachCodeStep(user);
    act(() => jest.advanceTimersByTime(20_000));
    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    await user.type(field.phone(), '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Получить новый код можно через 0:39')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/dashboard/v1/chief/registration']);
    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(field.phone()).toHaveValue('+7 916 123-45-67');
  });

  it('shows the server message when the new number is taken and stays on the form', async () => {
    server.use(
      http.post('*/dashboard/v1/chief/registration/change-phone', () =>
        HttpResponse.json(
          { error: 'Ошибка валидации', data: { phone: ['Пользователь с таким номером телефона уже зарегистрирован'] } },
          { status: 422 },
        ),
      ),
    );
    const user = setup();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    await user.clear(field.phone());
    await user.type(field.phone(), '9031112233');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка валидации');
    expect(field.phone()).toHaveAccessibleDescription(
      expect.stringContaining('Пользователь с таким номером телефона уже зарегистрирован'),
    );
    expect(field.phone()).toHaveValue('+7 903 111-22-33');
  });
});
