import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hardNavigate } from '@/lib/api/hard-navigate';
import { LoginForm } from '@/components/auth/login-form';
import { server, withHandlers } from '../harness';

// jsdom's window.location.assign cannot be replaced, so the one module that calls it is mocked.
jest.mock('@/lib/api/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const PHONE = '79161234567';
/** §5: the code calls send the phone without the leading country digit. */
const SENT_PHONE = '9161234567';
const LOGIN_OK = { data: { message: `Код подтверждения отправлен на номер ${PHONE}` } };

const requests: { path: string; body: unknown }[] = [];

async function record(request: Request) {
  requests.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
}

withHandlers(
  http.post('*/dashboard/v1/:role/login', async ({ request }) => {
    await record(request);
    return HttpResponse.json(LOGIN_OK);
  }),
  http.post('*/dashboard/v1/:role/send-code', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { message: 'Код отправлен' } });
  }),
  http.post('*/dashboard/v1/chief/auth/complete', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { user: { name: 'Иван', step: 'done' }, isAdmin: false } });
  }),
  http.post('*/dashboard/v1/admin/auth/complete', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { user: { name: 'Admin' }, isAdmin: true } });
  }),
);

afterEach(() => {
  requests.length = 0;
  jest.clearAllMocks();
  jest.useRealTimers();
});

function setup(variant: 'chief' | 'admin' = 'chief', fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  const user = fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : userEvent.setup();
  render(<LoginForm variant={variant} />);
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

async function submitCredentials(user: User, email = 'chief@example.com', password = 'Secret_123') {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

async function reachCodeStep(user: User) {
  await submitCredentials(user);
  await screen.findByRole('heading', { name: 'Введите код подтверждения' });
}

function failWith(status: number, body: Record<string, unknown>, role = 'chief') {
  server.use(http.post(`*/dashboard/v1/${role}/login`, () => HttpResponse.json(body, { status })));
}

describe('LoginForm, credentials step', () => {
  it('shows the title, fields and chief links', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Добро пожаловать' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/login/recovery');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/registry');
  });

  it('has no recovery or registration links for the administrator', () => {
    setup('admin');
    expect(screen.getByRole('heading', { name: 'Добро пожаловать' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Забыли пароль?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Регистрация' })).not.toBeInTheDocument();
  });

  it('requires both fields without calling the server', async () => {
    const user = setup();
    await submitCredentials(user, '', '');
    expect(await screen.findByText('Поле "E-mail" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "Пароль" является обязательным')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Поле "E-mail" является обязательным');
    expect(requests).toHaveLength(0);
  });

  it('rejects an invalid e-mail', async () => {
    const user = setup();
    await submitCredentials(user, 'chief.example.com');
    expect(await screen.findByText('Проверьте адрес электронной почты')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends trimmed credentials', async () => {
    const user = setup();
    await submitCredentials(user, '  chief@example.com ', ' Secret_123 ');
    await screen.findByRole('heading', { name: 'Введите код подтверждения' });
    expect(requests).toEqual([
      { path: '/dashboard/v1/chief/login', body: { email: 'chief@example.com', password: 'Secret_123' } },
    ]);
  });

  it('shows the fixed text on 404 and keeps what was typed', async () => {
    failWith(404, { error: 'Not found', data: null });
    const user = setup();
    await submitCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Неверные E-mail или пароль. Проверьте корректность введенных данных',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('chief@example.com');
    expect(screen.getByLabelText('Пароль')).toHaveValue('Secret_123');
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
  });

  it('shows the fixed text and field messages on 422', async () => {
    failWith(422, { error: 'The given data was invalid.', data: { email: ['Пользователь заблокирован'] } });
    const user = setup();
    await submitCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте корректность введенных данных');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Пользователь заблокирован');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the response's error text and field messages on other errors", async () => {
    failWith(429, { error: 'Слишком много попыток входа', data: { password: ['Попробуйте через минуту'] } });
    const user = setup();
    await submitCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток входа');
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Попробуйте через минуту');
  });

  it('shows a pending button and sends only once', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/dashboard/v1/chief/login', async ({ request }) => {
        await record(request);
        await held;
        return HttpResponse.json(LOGIN_OK);
      }),
    );
    const user = setup();
    await submitCredentials(user);
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText('Пароль'), '{Enter}');
    release();
    await screen.findByRole('heading', { name: 'Введите код подтверждения' });
    expect(requests).toHaveLength(1);
  });
});

describe('LoginForm, code step', () => {
  it('shows the masked phone and disables the credentials', async () => {
    const user = setup();
    await reachCodeStep(user);
    expect(screen.getByText('7******')).toBeInTheDocument();
    expect(screen.queryByText(PHONE, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Пароль')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Код подтверждения')).toHaveFocus();
  });

  it("keeps 'Подтвердить' disabled until the code has 5 digits", async () => {
    const user = setup();
    await reachCodeStep(user);
    const code = screen.getByLabelText('Код подтверждения');
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(confirm).toBeDisabled();
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(confirm).toBeDisabled();
    await user.type(code, '56');
    expect(code).toHaveValue('12345');
    expect(confirm).toBeEnabled();
  });

  it('completes the login and opens the after-login page', async () => {
    const user = setup();
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Код подтверждения'), '12345');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByRole('button', { name: 'Подтвердить', busy: true });
    expect(hardNavigate).toHaveBeenCalledWith('/');
    expect(requests.at(-1)).toEqual({
      path: '/dashboard/v1/chief/auth/complete',
      body: { phone: SENT_PHONE, code: '12345' },
    });
  });

  it('sends an unfinished user to the start screen step', async () => {
    server.use(
      http.post('*/dashboard/v1/chief/auth/complete', () =>
        HttpResponse.json({ data: { user: { name: 'Иван', step: '2' }, isAdmin: false } }),
      ),
    );
    const user = setup();
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Код подтверждения'), '12345{Enter}');
    await screen.findByRole('button', { name: 'Подтвердить', busy: true });
    expect(hardNavigate).toHaveBeenCalledWith('/start?step=2');
  });

  it('logs the administrator in through the admin calls', async () => {
    const user = setup('admin');
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Код подтверждения'), '54321');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByRole('button', { name: 'Подтвердить', busy: true });
    expect(hardNavigate).toHaveBeenCalledWith('/admin/companies');
    expect(requests.map((r) => r.path)).toEqual(['/dashboard/v1/admin/login', '/dashboard/v1/admin/auth/complete']);
  });

  it("shows the response's error text when the code is refused and keeps the code", async () => {
    server.use(
      http.post('*/dashboard/v1/chief/auth/complete', () =>
        HttpResponse.json({ error: 'Неверный код подтверждения', data: null }, { status: 400 }),
      ),
    );
    const user = setup();
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Код подтверждения'), '11111');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код подтверждения');
    expect(screen.getByLabelText('Код подтверждения')).toHaveValue('11111');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('LoginForm, resend countdown', () => {
  it('counts down from 0:59 and then offers a resend', async () => {
    const user = setup('chief', true);
    await reachCodeStep(user);
    expect(screen.getByText('Получить новый код можно через 0:59')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выслать повторно' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Получить новый код можно через 0:58')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(49_000));
    expect(screen.getByText('Получить новый код можно через 0:09')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(9000));
    expect(screen.queryByText(/Получить новый код можно через/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выслать повторно' })).toBeInTheDocument();
  });

  it("hides 'Код успешно отправлен' after 5 s", async () => {
    const user = setup('chief', true);
    await reachCodeStep(user);
    expect(screen.getByRole('status')).toHaveTextContent('Код успешно отправлен');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Код успешно отправлен')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Код успешно отправлен')).not.toBeInTheDocument();
  });

  it('resends the code, restarts the countdown and shows the notice again', async () => {
    const user = setup('chief', true);
    await reachCodeStep(user);
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.queryByText('Код успешно отправлен')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Выслать повторно' }));
    expect(await screen.findByText('Код успешно отправлен')).toBeInTheDocument();
    expect(screen.getByText('Получить новый код можно через 0:59')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ path: '/dashboard/v1/chief/send-code', body: { phone: SENT_PHONE } });

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Код успешно отправлен')).not.toBeInTheDocument();
  });

  it("shows the response's error text when the resend fails", async () => {
    server.use(
      http.post('*/dashboard/v1/chief/send-code', () =>
        HttpResponse.json({ error: 'Не удалось отправить SMS', data: null }, { status: 500 }),
      ),
    );
    const user = setup('chief', true);
    await reachCodeStep(user);
    act(() => jest.advanceTimersByTime(59_000));
    await user.click(screen.getByRole('button', { name: 'Выслать повторно' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить SMS');
    expect(screen.getByRole('button', { name: 'Выслать повторно' })).toBeEnabled();
  });
});
