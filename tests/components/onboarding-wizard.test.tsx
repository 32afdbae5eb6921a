import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OnboardingWizard } from '@/components/onboarding/onboarding-wizard';
import type { ApplicationMain } from '@/lib/application/api';
import type { OnboardingProfile } from '@/lib/onboarding/api';
import { hardNavigate } from '@/lib/api/hard-navigate';
import { server, withHandlers } from '../harness';

jest.mock('@/lib/api/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const PROFILE: OnboardingProfile = {
  id: 7,
  name: 'Ольга Васильева',
  email: 'olga@demo.ru',
  phone: '79265554433',
  step: '1',
  company: null,
};

const COMPANY = {
  id: 13,
  name: 'Чайная «Самовар»',
  legalName: 'ООО «Самовар»',
  inn: '7104012349',
  city: 'Тула',
  address: 'ул. Советская, д. 5',
  email: 'tea@samovar.ru',
  phone: '74872123456',
};

const APP: ApplicationMain = {
  appUuid: 'a1',
  companyName: 'Самовар',
  iconName: 'Самовар',
  splashScreenText: 'Чай с душой',
  logo: null,
  colors: {
    primary: '#8B2E16',
    secondary: '#F2C14E',
    icon: '#FFFFFF',
    background1: '#FFFFFF',
    background2: '#F5EBDD',
    text: '#3B2A1A',
    gradient1: '#8B2E16',
    gradient2: '#D9A066',
  },
  jivo: null,
  state: 'draft',
  authType: 'phone',
  twoFactor: false,
  hasDelivery: false,
  hasFavorite: false,
  hasMarket: false,
  hasPickup: false,
  hasServices: false,
  appStoreUrl: null,
  googlePlayUrl: null,
  qrCode: null,
};

const requests: { method: string; path: string; body: unknown }[] = [];

async function record(request: Request) {
  const text = await request.clone().text();
  requests.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
}

withHandlers(
  http.patch('*/dashboard/v1/chief/profile/company', async ({ request }) => {
    await record(request);
    const body = (await request.json()) as Record<string, string>;
    return HttpResponse.json({ data: { ...COMPANY, ...body } });
  }),
  http.put('*/dashboard/v1/chief/profile/step', async ({ request }) => {
    await record(request);
    const { step } = (await request.json()) as { step: string };
    return HttpResponse.json({ data: { step } });
  }),
  http.put('*/dashboard/v1/chief/application/main', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { ...APP, ...((await request.json()) as object) } });
  }),
  http.put('*/dashboard/v1/chief/application/auth', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { ...APP, ...((await request.json()) as object) } });
  }),
);

afterEach(() => {
  requests.length = 0;
  sessionStorage.clear();
  jest.clearAllMocks();
  // The wizard writes the shown step into the URL; the next test starts without one.
  window.history.replaceState(null, '', '/');
});

function setup(props: Partial<React.ComponentProps<typeof OnboardingWizard>> = {}) {
  const user = userEvent.setup();
  render(<OnboardingWizard step="1" profile={PROFILE} application={null} {...props} />);
  return user;
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Далее' }));

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Название компании'), COMPANY.name);
  await user.type(screen.getByLabelText('Юридическое название'), COMPANY.legalName);
  await user.type(screen.getByLabelText('ИНН'), COMPANY.inn);
  await user.type(screen.getByLabelText('Город'), COMPANY.city);
  await user.type(screen.getByLabelText('Адрес'), COMPANY.address);
}

describe('OnboardingWizard', () => {
  it('starts at the saved step and shows the progress', async () => {
    setup({ step: '2', profile: { ...PROFILE, step: '2', company: COMPANY }, application: APP });
    expect(await heading('Название и цвета приложения')).toBeInTheDocument();
    expect(screen.getByText('Шаг 2 из 4')).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Шаги настройки' });
    expect(within(progress).getByText('Приложение').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByRole('button', { name: /Компания/ })).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: /Авторизация/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Название в приложении')).toHaveValue('Самовар');
    expect(screen.getByLabelText('Основной цвет')).toHaveValue('#8B2E16');
  });

  it("follows the upstream's step when the session's (in the URL) lags, and renews the session's copy", async () => {
    window.history.replaceState(null, '', '/start?step=2');
    setup({ step: '1', profile: { ...PROFILE, step: '1' } });
    expect(await heading('Данные компании')).toBeInTheDocument();
    expect(screen.getByText('Шаг 1 из 4')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/start?step=1');
    // The same step saved again: the BFF renews the session's step, so a reload is sent here too.
    await waitFor(() => expect(requests).toEqual([{ method: 'PUT', path: '/dashboard/v1/chief/profile/step', body: { step: '1' } }]));
  });

  it('leaves a URL that names the shown step alone', async () => {
    window.history.replaceState(null, '', '/start?step=2');
    setup({ step: '2', profile: { ...PROFILE, step: '2', company: COMPANY }, application: APP });
    expect(await heading('Название и цвета приложения')).toBeInTheDocument();
    expect(window.location.search).toBe('?step=2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('checks every company field with the §5 messages before saving', async () => {
    const user = setup();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'tea@samovar');
    await user.type(screen.getByLabelText('ИНН'), '12345');
    await next(user);
    expect(await screen.findByText('Поле "Название компании" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "Юридическое название" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "ИНН" должно содержать 10 или 12 чисел')).toBeInTheDocument();
    expect(screen.getByText('Поле "Город" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "Адрес" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "E-mail" должно содержать валидный адрес')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('saves the company with the phone as digits, then the next step, and moves on', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const user = setup();
    // Contacts start as the user's own.
    expect(screen.getByLabelText('E-mail')).toHaveValue('olga@demo.ru');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 926 555-44-33');
    await fillCompany(user);
    await next(user);
    expect(await heading('Название и цвета приложения')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: '/dashboard/v1/chief/profile/company',
        body: { ...COMPANY, id: undefined, email: 'olga@demo.ru', phone: '79265554433' },
      },
      { method: 'PUT', path: '/dashboard/v1/chief/profile/step', body: { step: '2' } },
    ]);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/start?step=2');
    // A new app is named after the company until the user says otherwise.
    expect(screen.getByLabelText('Название в приложении')).toHaveValue(COMPANY.name);
  });

  it('keeps what was typed and shows the server messages when a save fails', async () => {
    server.use(
      http.patch('*/dashboard/v1/chief/profile/company', () =>
        HttpResponse.json(
          { error: 'Ошибка валидации', data: { inn: ['Компания с таким ИНН уже зарегистрирована'] } },
          { status: 422 },
        ),
      ),
    );
    const user = setup();
    await fillCompany(user);
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка валидации');
    expect(screen.getByLabelText('ИНН')).toHaveAccessibleDescription(
      expect.stringContaining('Компания с таким ИНН уже зарегистрирована'),
    );
    expect(screen.getByLabelText('Название компании')).toHaveValue(COMPANY.name);
    expect(screen.getByRole('heading', { level: 2, name: 'Данные компании' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('stays on the step when saving the progress fails', async () => {
    server.use(
      http.put('*/dashboard/v1/chief/profile/step', () =>
        HttpResponse.json({ error: 'Сервер временно недоступен. Попробуйте позже', data: null }, { status: 502 }),
      ),
    );
    const user = setup();
    await fillCompany(user);
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер временно недоступен. Попробуйте позже');
    expect(screen.getByRole('heading', { level: 2, name: 'Данные компании' })).toBeInTheDocument();
  });

  it('checks the colours as HEX and saves the app', async () => {
    const user = setup({ step: '2', profile: { ...PROFILE, step: '2', company: COMPANY }, application: APP });
    await heading('Название и цвета приложения');
    const primary = screen.getByLabelText('Основной цвет');
    await user.clear(primary);
    await user.type(primary, '#12345');
    await user.clear(screen.getByLabelText('Подпись под иконкой'));
    await next(user);
    expect(await screen.findByText('Цвет должен соответствовать HEX формату')).toBeInTheDocument();
    expect(screen.getByText('Поле "Подпись под иконкой" является обязательным')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(primary, '6');
    await user.type(screen.getByLabelText('Подпись под иконкой'), 'Чай');
    await next(user);
    expect(await heading('Вход покупателей')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/dashboard/v1/chief/application/main',
      body: {
        companyName: 'Самовар',
        iconName: 'Чай',
        splashScreenText: 'Чай с душой',
        colors: { ...APP.colors, primary: '#123456' },
      },
    });
    expect(requests[1]).toEqual({ method: 'PUT', path: '/dashboard/v1/chief/profile/step', body: { step: '3' } });
  });

  it('goes back without saving and keeps what was typed on both steps', async () => {
    const user = setup({ step: '2', profile: { ...PROFILE, step: '2', company: COMPANY }, application: APP });
    await heading('Название и цвета приложения');
    await user.clear(screen.getByLabelText('Текст заставки'));
    await user.type(screen.getByLabelText('Текст заставки'), 'Новый текст');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await heading('Данные компании')).toBeInTheDocument();
    expect(screen.getByLabelText('Название компании')).toHaveValue(COMPANY.name);
    await user.type(screen.getByLabelText('Город'), ' (центр)');

    await user.click(within(screen.getByRole('navigation', { name: 'Шаги настройки' })).getByRole('button', { name: /Приложение/ }));
    expect(await heading('Название и цвета приложения')).toBeInTheDocument();
    expect(screen.getByLabelText('Текст заставки')).toHaveValue('Новый текст');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByLabelText('Город')).toHaveValue('Тула (центр)');
    expect(requests).toHaveLength(0);

    // Saving an earlier step again does not move the saved progress back.
    await next(user);
    await heading('Название и цвета приложения');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /dashboard/v1/chief/profile/company']);
  });

  it('brings back what was typed after a reload, and forgets it once the step is saved', async () => {
    const props = { step: '2', profile: { ...PROFILE, step: '2', company: COMPANY }, application: APP } as const;
    const user = setup(props);
    await heading('Название и цвета приложения');
    await user.clear(screen.getByLabelText('Название в приложении'));
    await user.type(screen.getByLabelText('Название в приложении'), 'Самовар и чай');
    await user.clear(screen.getByLabelText('Текст заставки'));
    await user.type(screen.getByLabelText('Текст заставки'), 'Горячий чай с утра');
    // A reload: the page goes (pagehide), and a new one is rendered from the server's data.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    cleanup();
    render(<OnboardingWizard {...props} />);
    await waitFor(() => expect(screen.getByLabelText('Название в приложении')).toHaveValue('Самовар и чай'));
    expect(screen.getByLabelText('Текст заставки')).toHaveValue('Горячий чай с утра');
    // Another account in the same tab does not see it.
    cleanup();
    render(<OnboardingWizard {...props} profile={{ ...props.profile, id: props.profile.id + 1 }} />);
    expect(await screen.findByLabelText('Название в приложении')).toHaveValue('Самовар');
    cleanup();
    render(<OnboardingWizard {...props} />);
    await waitFor(() => expect(screen.getByLabelText('Название в приложении')).toHaveValue('Самовар и чай'));
    await next(user);
    expect(await heading('Вход покупателей')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('application/main'))?.body).toMatchObject({ companyName: 'Самовар и чай' });
    expect(JSON.parse(sessionStorage.getItem(`onboarding-draft:${PROFILE.id}`) ?? '{}')).not.toHaveProperty('app');
  });

  it('saves the authorisation type and two-factor sign-in', async () => {
    const user = setup({ step: '3', profile: { ...PROFILE, step: '3', company: COMPANY }, application: APP });
    await heading('Вход покупателей');
    expect(screen.getByRole('radio', { name: 'По номеру телефона' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'По E-mail' }));
    await user.click(screen.getByRole('switch', { name: 'Двухфакторная авторизация' }));
    await next(user);
    expect(await heading('Проверьте данные')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'PUT', path: '/dashboard/v1/chief/application/auth', body: { authType: 'email', twoFactor: true } },
      { method: 'PUT', path: '/dashboard/v1/chief/profile/step', body: { step: '4' } },
    ]);
    const auth = screen.getByRole('region', { name: 'Авторизация' });
    expect(within(auth).getByText('По E-mail')).toBeInTheDocument();
    expect(within(auth).getByText('Включена')).toBeInTheDocument();
  });

  it('reviews everything, edits a part, and finishes with step done and a full load of home', async () => {
    const user = setup({ step: '4', profile: { ...PROFILE, step: '4', company: COMPANY }, application: APP });
    await heading('Проверьте данные');
    const company = screen.getByRole('region', { name: 'Компания' });
    expect(within(company).getByText('7104012349')).toBeInTheDocument();
    expect(within(company).getByText('tea@samovar.ru, +7 487 212-34-56')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Приложение' })).getByText('Основной цвет: #8B2E16')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Изменить: приложение' }));
    expect(await heading('Название и цвета приложения')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Шаги настройки' })).getByRole('button', { name: /Проверка/ }));
    await heading('Проверьте данные');

    await user.click(screen.getByRole('button', { name: 'Завершить настройку' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(requests).toEqual([{ method: 'PUT', path: '/dashboard/v1/chief/profile/step', body: { step: 'done' } }]);
    expect(screen.getByRole('button', { name: 'Завершить настройку', busy: true })).toBeInTheDocument();
  });

  it('shows why finishing failed and lets the user try again', async () => {
    server.use(
      http.put('*/dashboard/v1/chief/profile/step', () =>
        HttpResponse.json({ error: 'Некорректный шаг', data: { step: ['Некорректный шаг'] } }, { status: 422 }),
      ),
    );
    const user = setup({ step: '4', profile: { ...PROFILE, step: '4', company: COMPANY }, application: APP });
    await heading('Проверьте данные');
    await user.click(screen.getByRole('button', { name: 'Завершить настройку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Некорректный шаг');
    expect(screen.getByRole('button', { name: 'Завершить настройку' })).toBeEnabled();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
