import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Link from 'next/link';
import { SettingsMain } from '@/components/app-settings/settings-main';
import type { ApplicationMain } from '@/lib/application/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { imageFile } from '../helpers/png';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen, server } from '../harness';

// jsdom decodes no pictures: the size is read from the test file's name ('1000x500.png').
jest.mock('@/lib/validation/image', () => ({
  ...jest.requireActual('@/lib/validation/image'),
  readImageSize: (file: File) => {
    const [, width, height] = /(\d+)x(\d+)/.exec(file.name) ?? [];
    return Promise.resolve({ width: Number(width), height: Number(height) });
  },
}));

const APP = '*/dashboard/v1/chief/application';
tolerateFormElementsInFormData();
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => mockNavigation.reset('/settings/main'));

const APPLICATION: ApplicationMain = {
  appUuid: 'c41e7a08',
  companyName: 'Хлебный дом',
  iconName: 'Хлебный дом',
  splashScreenText: '',
  logo: null,
  colors: {
    primary: '#A0522D',
    secondary: '#F2C14E',
    icon: '#FFFFFF',
    background1: '#FFFDF7',
    background2: '#F5EBDD',
    text: '#3B2A1A',
    gradient1: '#A0522D',
    gradient2: '#D9A066',
  },
  jivo: null,
  state: 'moderation',
  authType: 'phone',
  twoFactor: true,
  hasDelivery: true,
  hasFavorite: false,
  hasMarket: true,
  hasPickup: true,
  hasServices: false,
  appStoreUrl: null,
  googlePlayUrl: null,
  qrCode: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  android: {
    title: 'Хлебный дом',
    shortDescription: '',
    description: '',
    defaultLanguage: 'ru-RU',
    appCategory: '',
    userAgreementUrl: '',
    userDeleteFormUrl: '',
    images: { marketBanner: null, marketImage: [] },
  },
};

function renderSettings() {
  renderScreen(
    <>
      <Link href="/orders">Заказы</Link>
      <SettingsMain initial={APPLICATION} />
    </>,
  );
}

describe('SettingsMain', () => {
  it('shows the state in Russian and the QR code', async () => {
    renderSettings();
    await settleLazy();
    expect(screen.getByText('На модерации')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR-код для скачивания приложения' })).toBeInTheDocument();
  });

  it('saves the main data with the section flags, and puts server messages under fields', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.put(`${APP}/main`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json({ error: 'Ошибка валидации', data: { iconName: ['Название занято'] } }, { status: 422 });
        }
        return HttpResponse.json({ data: { ...APPLICATION, ...body } });
      }),
    );
    renderSettings();
    const card = screen.getByRole('region', { name: 'Основные данные' });
    await user.clear(within(card).getByRole('textbox', { name: 'Текст заставки' }));
    await user.type(within(card).getByRole('textbox', { name: 'Текст заставки' }), 'Свежий хлеб');
    await user.click(within(card).getByRole('checkbox', { name: 'Услуги' }));
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(card).findByText('Название занято')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Текст заставки' })).toHaveValue('Свежий хлеб');
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ splashScreenText: 'Свежий хлеб', hasServices: true, hasDelivery: true });
  });

  it('counts Play Market characters live and refuses a 31-character title without a request', async () => {
    const user = userEvent.setup();
    renderSettings();
    const card = screen.getByRole('region', { name: 'Публикация в Play Market' });
    expect(within(card).getByText('11 / 30')).toBeInTheDocument();
    expect(within(card).getByText('0 / 80')).toBeInTheDocument();
    expect(within(card).getByText('0 / 4000')).toBeInTheDocument();
    const title = within(card).getByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.type(title, 'я'.repeat(31));
    expect(within(card).getByText('31 / 30')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(card).findByText('Поле "Название" должно быть не длиннее 30 символов')).toBeInTheDocument();
  });

  it('checks the banner and images in the browser before anything is uploaded', async () => {
    const user = userEvent.setup();
    let uploaded: FormData | null = null;
    server.use(
      http.put(`${APP}/android`, () => HttpResponse.json({ data: APPLICATION })),
      http.post(`${APP}/android`, async ({ request }) => {
        uploaded = await request.formData();
        return HttpResponse.json({ data: APPLICATION });
      }),
    );
    renderSettings();
    const card = screen.getByRole('region', { name: 'Публикация в Play Market' });
    const banner = within(card).getByRole('group', { name: 'Баннер' });
    await user.upload(within(banner).getByLabelText('Баннер Play Market'), imageFile('1000x500.png', { type: 'image/png' }));
    expect(await within(banner).findByText(/Баннер должен быть ровно 1024×500 px/)).toBeInTheDocument();
    expect(within(banner).queryByRole('img', { name: 'Фото' })).toBeNull();
    await user.upload(within(banner).getByLabelText('Баннер Play Market'), imageFile('1024x500.png', { type: 'image/png' }));
    expect(await within(banner).findByRole('img', { name: 'Фото' })).toBeInTheDocument();

    // The Play Market icon is exactly 512×512, as its hint says.
    const icon = within(card).getByRole('group', { name: 'Иконка приложения' });
    await user.upload(within(icon).getByLabelText('Иконка для Play Market'), imageFile('1024x1024.png', { type: 'image/png' }));
    expect(await within(icon).findByText('Разрешение изображения не соответствует требованию: нужно 512×512 px')).toBeInTheDocument();
    expect(within(icon).queryByRole('img', { name: 'Фото' })).toBeNull();
    await user.upload(within(icon).getByLabelText('Иконка для Play Market'), imageFile('512x512.png', { type: 'image/png' }));
    expect(await within(icon).findByRole('img', { name: 'Фото' })).toBeInTheDocument();
    expect(within(icon).queryByText(/нужно 512×512 px/)).toBeNull();

    const images = within(card).getByRole('group', { name: /^Изображения/ });
    await user.upload(within(images).getByLabelText('Изображения Play Market'), [
      imageFile('640x360.png', { type: 'image/png' }),
      imageFile('300x169.png', { type: 'image/png' }),
    ]);
    expect(await within(images).findByText(/Каждая сторона изображения должна быть от 320 до 3840 px/)).toBeInTheDocument();
    expect(within(images).getByText('1 / 10')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(images).findByText('Добавьте не менее 2 изображений')).toBeInTheDocument();
    expect(uploaded).toBeNull();

    await user.upload(within(images).getByLabelText('Изображения Play Market'), imageFile('1080x1920.jpg', { type: 'image/jpeg' }));
    await user.click(within(card).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(uploaded).not.toBeNull());
    const form = uploaded as unknown as FormData;
    // jsdom's File does not survive Node's FormData with its name, so the parts are counted by field.
    expect([...form.keys()]).toEqual(['app_icon', 'market_banner', 'market_image[]', 'market_image[]']);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    renderSettings();
    const card = screen.getByRole('region', { name: 'Контакты для App Store' });
    await user.type(within(card).getByRole('textbox', { name: 'Контактное лицо' }), 'Мария');
    await user.click(screen.getByRole('link', { name: 'Заказы' }));
    expect(await screen.findByText('Есть несохранённые изменения. Уйти со страницы без сохранения?')).toBeInTheDocument();
    expect(mockNavigation.router.push).not.toHaveBeenCalled();
  });
});
