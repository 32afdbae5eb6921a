/** Demo settings of the companies (§2 /settings): company 1 (coffee) and 2 (flowers) get their own, the rest the defaults. */
import type {
  BonusLevelRecord,
  DeliverySettingsRecord,
  LoyaltyRecord,
  MarketRecord,
  NavbarIcon,
  NavbarItemRecord,
  PaymentSettingsRecord,
  SettingsDb,
  WebhookRecord,
} from './settings-types';

const COMPANY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export function defaultLoyalty(companyId: number): LoyaltyRecord {
  return {
    company_id: companyId,
    accrual_delay_hours: 24,
    bonuses_per_rouble: 1,
    annual_bonus: 0,
    registration_bonus: 100,
    birthday_bonus: 300,
    no_accrual_with_bonuses: false,
    accrue_cash_only: false,
  };
}

export function defaultMarket(companyId: number): MarketRecord {
  return { company_id: companyId, is_enabled: true, min_order_sum: 0 };
}

export function defaultPaymentSettings(companyId: number): PaymentSettingsRecord {
  return {
    company_id: companyId,
    site_id: '',
    secret: '',
    public_key: '',
    inn: '',
    fiscal_version: '1.2',
    payment_place: '',
    tax_number: 'none',
    tax_system: 'usn_income',
  };
}

export function defaultDeliverySettings(companyId: number): DeliverySettingsRecord {
  return { company_id: companyId, has_delivery: false, has_pickup: true, delivery_price: 0, free_from: 0, zones: '' };
}

/** The five tabs every new app starts with, in this order. */
export const DEFAULT_NAVBAR: { name: string; icon: NavbarIcon; is_active: boolean }[] = [
  { name: 'Главная', icon: 'home', is_active: true },
  { name: 'Каталог', icon: 'catalog', is_active: true },
  { name: 'Корзина', icon: 'cart', is_active: true },
  { name: 'Бонусы', icon: 'bonus', is_active: true },
  { name: 'Профиль', icon: 'profile', is_active: true },
  { name: 'Новости', icon: 'news', is_active: false },
  { name: 'Контакты', icon: 'contacts', is_active: false },
];

const LEVELS: Record<number, [name: string, threshold: number, percent: number][]> = {
  1: [
    ['Базовый', 0, 3],
    ['Бонусный', 5000, 5],
    ['Продвинутый', 15000, 7],
  ],
  2: [
    ['Стандарт', 0, 2],
    ['Любимый клиент', 10000, 5],
  ],
};

const WEBHOOK_EVENTS: [event: string, method: WebhookRecord['method'], path: string][] = [
  ['order.created', 'POST', 'orders/created'],
  ['order.status_changed', 'PUT', 'orders/status'],
  ['payment.succeeded', 'POST', 'payments/succeeded'],
  ['client.created', 'POST', 'clients/created'],
];

export function createSettingsSeed(): SettingsDb {
  let levelId = 0;
  let webhookId = 0;
  let navbarId = 0;
  const bonus_levels: BonusLevelRecord[] = [];
  for (const companyId of COMPANY_IDS) {
    for (const [name, threshold, percent] of LEVELS[companyId] ?? LEVELS[1]!) {
      bonus_levels.push({ id: ++levelId, company_id: companyId, name, threshold, percent });
    }
  }
  const navbar_items: NavbarItemRecord[] = COMPANY_IDS.flatMap((companyId) =>
    DEFAULT_NAVBAR.map((item, sort) => ({ id: ++navbarId, company_id: companyId, ...item, sort })),
  );
  const webhooks: WebhookRecord[] = [1, 2].flatMap((companyId) =>
    WEBHOOK_EVENTS.map(([event, method, path]) => ({
      id: ++webhookId,
      company_id: companyId,
      event,
      method,
      url: companyId === 1 ? `https://crm.utro-coffee.ru/hooks/${path}` : `https://flox-flowers.ru/api/hooks/${path}`,
    })),
  );
  return {
    loyalty: COMPANY_IDS.map((companyId) =>
      companyId === 1
        ? { ...defaultLoyalty(1), accrual_delay_hours: 12, annual_bonus: 500, registration_bonus: 200, birthday_bonus: 500, no_accrual_with_bonuses: true }
        : companyId === 2
          ? { ...defaultLoyalty(2), bonuses_per_rouble: 2, registration_bonus: 150, accrue_cash_only: true }
          : defaultLoyalty(companyId),
    ),
    bonus_levels,
    markets: COMPANY_IDS.map((companyId) =>
      companyId === 1 ? { ...defaultMarket(1), min_order_sum: 500 } : companyId === 2 ? { ...defaultMarket(2), min_order_sum: 1500 } : defaultMarket(companyId),
    ),
    payment_settings: COMPANY_IDS.map((companyId) =>
      companyId === 1
        ? {
            company_id: 1,
            site_id: 'utro-coffee-001',
            secret: 'sk_live_7f3a9c2e51b84d06',
            public_key: 'pk_live_4b1e8d2a9c7f3065',
            inn: '7704125834',
            fiscal_version: '1.2',
            payment_place: 'https://utro-coffee.ru',
            tax_number: 'vat20',
            tax_system: 'osn',
          }
        : companyId === 2
          ? {
              company_id: 2,
              site_id: 'flox-flowers',
              secret: 'sk_test_91c4e07b3d2a5f68',
              public_key: 'pk_test_2d7a6e13b9f04c85',
              inn: '770314826585',
              fiscal_version: '1.05',
              payment_place: 'https://flox-flowers.ru',
              tax_number: 'none',
              tax_system: 'patent',
            }
          : defaultPaymentSettings(companyId),
    ),
    delivery_settings: COMPANY_IDS.map((companyId) =>
      companyId === 1
        ? { company_id: 1, has_delivery: true, has_pickup: true, delivery_price: 250, free_from: 2000, zones: 'Москва в пределах МКАД' }
        : companyId === 2
          ? { company_id: 2, has_delivery: true, has_pickup: false, delivery_price: 400, free_from: 5000, zones: 'Москва: ЦАО, ВАО, ЮВАО' }
          : defaultDeliverySettings(companyId),
    ),
    webhooks,
    navbar_items,
  };
}
