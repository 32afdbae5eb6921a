import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RecoveryForm } from '@/components/auth/recovery-form';
import { server, withHandlers } from '../harness';

const requests: { path: string; body: unknown }[] = [];

withHandlers(
  http.post('*/dashboard/v1/chief/password-reset-link', async ({ request }) => {
    requests.push({ path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ data: { message: 'Письмо отправлено' } });
  }),
);

afterEach(() => {
  requests.length = 0;
});

function failWith(status: number, body: Record<string, unknown>) {
  server.use(http.post('*/dashboard/v1/chief/password-reset-link', () => HttpResponse.json(body, { status })));
}

async function submit(email: string) {
  const user = userEvent.setup();
  render(<RecoveryForm />);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Восстановить' }));
  return user;
}

describe('RecoveryForm', () => {
  it('shows the title, the note and the link to login', () => {
    render(<RecoveryForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.getByText('На указанный E-mail придет письмо с инструкцией')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'Поле "E-mail" является обязательным'],
    ['anna.demo.ru', 'Проверьте адрес электронной почты'],
  ])('checks %j like login: %s', async (email, message) => {
    await submit(email);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the trimmed e-mail and replaces the form with the success text', async () => {
    await submit('  anna@demo.ru ');
    expect(
      await screen.findByText('На указанный E-mail отправлена инструкция, используйте её для восстановления пароля'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Восстановить' })).not.toBeInTheDocument();
    expect(requests).toEqual([{ path: '/dashboard/v1/chief/password-reset-link', body: { email: 'anna@demo.ru' } }]);
  });

  it('shows the combined fixed text on 404', async () => {
    failWith(404, { error: 'Пользователь не найден', data: {} });
    await submit('nobody@demo.ru');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Неверные E-mail или пароль. Проверьте корректность введенных данных',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('nobody@demo.ru');
  });

  it('shows the fixed text and the field message on 422', async () => {
    failWith(422, { error: 'Ошибка валидации', data: { email: ['Поле "E-mail" должно содержать валидный адрес'] } });
    await submit('anna@demo.ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте корректность введенных данных');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Поле "E-mail" должно содержать валидный адрес');
  });

  it("shows the response's error text on other errors", async () => {
    failWith(429, { error: 'Слишком много запросов. Попробуйте через минуту', data: null });
    await submit('anna@demo.ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много запросов. Попробуйте через минуту');
  });
});
