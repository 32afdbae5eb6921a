import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContactsForm } from '@/components/profile/contacts-form';
import type { ContactInfo, NetworkOption } from '@/lib/profile/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { settleLazy } from '../helpers/lazy';
import { renderScreen, server } from '../harness';

const CONTACTS = '*/dashboard/v1/chief/contact-info';
tolerateFormElementsInFormData();

const NETWORKS: NetworkOption[] = [
  { name: 'vk', title: 'ВКонтакте' },
  { name: 'telegram', title: 'Telegram' },
  { name: 'youtube', title: 'YouTube' },
];

const CURRENT: ContactInfo = {
  phone: '74951234567',
  email: 'hello@utro-coffee.ru',
  site: 'https://utro-coffee.ru',
  address: 'г. Москва, ул. Покровка, д. 12',
  networks: [{ network: 'vk', url: 'https://vk.com/utro' }],
};

const renderForm = (contacts: ContactInfo | null = CURRENT) =>
  renderScreen(
    <ContactsForm contacts={contacts} networks={NETWORKS} />,
  );

describe('ContactsForm', () => {
  it('shows the loaded contacts with a masked phone and one field per network', async () => {
    renderForm();
    await settleLazy();
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 495 123-45-67');
    expect(screen.getByLabelText('E-mail')).toHaveValue('hello@utro-coffee.ru');
    expect(screen.getByLabelText('ВКонтакте')).toHaveValue('https://vk.com/utro');
    expect(screen.getByLabelText('Telegram')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
  });

  it('checks e-mail, site and links with the §5 messages before sending anything', async () => {
    const user = userEvent.setup();
    const put = jest.fn();
    server.use(http.put(CONTACTS, () => put()));
    renderForm();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'hello@utro');
    await user.clear(screen.getByLabelText('Сайт'));
    await user.type(screen.getByLabelText('Сайт'), 'не сайт');
    await user.type(screen.getByLabelText('Telegram'), 't me');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Поле "E-mail" должно содержать валидный адрес')).toBeInTheDocument();
    expect(screen.getByLabelText('Сайт')).toHaveAccessibleDescription('Некорректная ссылка. Укажите правильный URL');
    expect(screen.getByLabelText('Telegram')).toHaveAccessibleDescription('Некорректная ссылка. Укажите правильный URL');
    expect(screen.getByLabelText('Telegram')).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses an incomplete phone', async () => {
    const user = userEvent.setup();
    renderForm(null);
    await user.type(screen.getByLabelText('Телефон'), '91611');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Поле "Телефон" должно содержать валидный номер')).toBeInTheDocument();
  });

  it('sends a bare phone and only the networks with a link, then confirms', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.put(CONTACTS, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: body });
      }),
    );
    renderForm();
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), '9161112233');
    await user.clear(screen.getByLabelText('ВКонтакте'));
    await user.type(screen.getByLabelText('YouTube'), 'https://youtube.com/@utro');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Контакты сохранены')).toBeInTheDocument();
    expect(body).toEqual({
      phone: '79161112233',
      email: 'hello@utro-coffee.ru',
      site: 'https://utro-coffee.ru',
      address: 'г. Москва, ул. Покровка, д. 12',
      networks: [{ network: 'youtube', url: 'https://youtube.com/@utro' }],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled());
  });

  it('puts the server field messages under their fields, a network link under its network', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(CONTACTS, () =>
        HttpResponse.json(
          { error: 'Ошибка валидации', data: { email: ['Такой адрес уже занят'], 'networks.1.url': ['Страница не найдена'] } },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    await user.type(screen.getByLabelText('YouTube'), 'https://youtube.com/@nope');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка валидации');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Такой адрес уже занят');
    // Sent were vk (0) and youtube (1): the message belongs to YouTube, not to Telegram.
    expect(screen.getByLabelText('YouTube')).toHaveAccessibleDescription('Страница не найдена');
    expect(screen.getByLabelText('Telegram')).not.toHaveAttribute('aria-invalid');
  });
});
