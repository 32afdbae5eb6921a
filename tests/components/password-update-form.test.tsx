import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PasswordUpdateForm } from '@/components/auth/password-update-form';
import { server, withHandlers } from '../harness';

const requests: unknown[] = [];
const INVALID_LINK = 'Ссылка для восстановления пароля недействительна или устарела';

withHandlers(
  http.post('*/dashboard/v1/chief/password-reset', async ({ request }) => {
    requests.push(await request.json());
    return HttpResponse.json({ data: { message: 'Пароль успешно изменён' } });
  }),
);

afterEach(() => {
  requests.length = 0;
});

async function submit(password: string, repeat: string, token = 'reset-token') {
  const user = userEvent.setup();
  render(<PasswordUpdateForm token={token} />);
  if (password) await user.type(screen.getByLabelText('Новый пароль'), password);
  if (repeat) await user.type(screen.getByLabelText('Повторите пароль'), repeat);
  await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
}

describe('PasswordUpdateForm', () => {
  it('checks the new password with the registration rules', async () => {
    await submit('password', 'passw0rd');
    expect(
      await screen.findByText('Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы'),
    ).toBeInTheDocument();
    expect(screen.getByText('Пароли должны совпадать')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the token with the new password, then offers to sign in', async () => {
    await submit('Fresh_pass2', 'Fresh_pass2');
    expect(await screen.findByRole('heading', { name: 'Пароль изменён' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([{ token: 'reset-token', password: 'Fresh_pass2', passwordConfirmation: 'Fresh_pass2' }]);
  });

  it("shows the server's message for an expired link and a way to ask for a new one", async () => {
    server.use(
      http.post('*/dashboard/v1/chief/password-reset', () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { token: [INVALID_LINK] } }, { status: 422 }),
      ),
    );
    await submit('Fresh_pass2', 'Fresh_pass2');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login/recovery');
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
  });

  it('puts password messages from the server under the fields', async () => {
    server.use(
      http.post('*/dashboard/v1/chief/password-reset', () =>
        HttpResponse.json(
          { error: 'Ошибка валидации', data: { password: ['Пароль не должен совпадать с прежним'] } },
          { status: 422 },
        ),
      ),
    );
    await submit('Fresh_pass2', 'Fresh_pass2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка валидации');
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription('Пароль не должен совпадать с прежним');
  });

  it('says the link is incomplete when it has no token', () => {
    render(<PasswordUpdateForm token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка для восстановления пароля неполная. Запросите новую');
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toBeInTheDocument();
  });
});
