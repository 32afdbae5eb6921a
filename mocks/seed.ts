import { createAdminSeed } from './seed-admin';
import { createCatalogSeed } from './seed-catalog';
import { createCommerceSeed } from './seed-commerce';
import { createApplicationSeed } from './seed-application';
import { createCompanySeed } from './seed-company';
import { createSettingsSeed } from './seed-settings';
import { catalogueOf, createHomeSeed } from './seed-home';
import { createNewsSeed } from './seed-news';
import { DB_VERSION, type AppState, type CompanyRecord, type Db, type Role, type SectionRecord, type SectionType, type UserRecord } from './types';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** The sign-ins printed by `npm run demo` and used by tests; the seed below is built from them. */
export const DEMO_ACCOUNTS = {
  chief: {
    role: 'chief',
    name: 'Анна Смирнова',
    email: 'anna@demo.ru',
    password: 'Demo_pass1',
    phone: '79161234567',
  },
  onboarding: {
    role: 'chief',
    name: 'Игорь Петров',
    email: 'igor@demo.ru',
    password: 'Demo_pass2',
    phone: '79031112233',
  },
  baker: {
    role: 'chief',
    name: 'Мария Кузнецова',
    email: 'maria@demo.ru',
    password: 'Demo_pass3',
    phone: '79217654321',
  },
  /** A second user of the chief's company (company 1), for what one user shares with another. */
  manager: {
    role: 'chief',
    name: 'Олег Менеджер',
    email: 'oleg@demo.ru',
    password: 'Demo_pass4',
    phone: '79165550102',
  },
  admin: {
    role: 'admin',
    name: 'Администратор',
    email: 'admin@demo.ru',
    password: 'Admin_pass1',
    phone: '79990000001',
  },
  /**
   * A third user of company 1 and a second administrator, for e2e/shapes.spec.ts alone: it asks
   * the demo to answer their requests in other shapes (POST /__demo/shapes), which must not reach
   * the accounts other specs share. Seeded after every other user, so no other id moves.
   */
  tour: {
    role: 'chief',
    name: 'Тамара Обходова',
    email: 'tour@demo.ru',
    password: 'Demo_pass5',
    phone: '79165550103',
  },
  tourAdmin: {
    role: 'admin',
    name: 'Второй администратор',
    email: 'tour-admin@demo.ru',
    password: 'Admin_pass2',
    phone: '79990000002',
  },
} as const satisfies Record<string, DemoAccount>;

type CompanySeed = [
  name: string,
  legalName: string,
  inn: string,
  city: string,
  address: string,
  email: string,
  phone: string,
  createdAt: string,
  isActive: boolean,
  appState: AppState,
];

// INNs carry valid check digits, so a front end that validates them accepts the seed.
const COMPANIES: CompanySeed[] = [
  ['Кофейня «Утро»', 'ООО «Утро»', '7704125834', 'Москва', 'г. Москва, ул. Покровка, д. 12, стр. 1', 'hello@utro-coffee.ru', '74951234567', '2025-02-14T09:30:00.000Z', true, 'published'],
  ['Цветочная лавка «Флокс»', 'ИП Петров Игорь Сергеевич', '770314826585', 'Москва', 'г. Москва, ул. Бауманская, д. 7', 'flox@flox-flowers.ru', '74959876543', '2026-01-20T12:05:00.000Z', true, 'draft'],
  ['Пекарня «Хлебный дом»', 'ООО «Хлебный дом»', '7842150930', 'Санкт-Петербург', 'г. Санкт-Петербург, Невский пр., д. 88', 'info@hlebdom.ru', '78123334455', '2025-03-03T07:45:00.000Z', true, 'published'],
  ['Барбершоп «Борода»', 'ООО «Борода и ножницы»', '1655038712', 'Казань', 'г. Казань, ул. Баумана, д. 44', 'hello@borodabar.ru', '78432223344', '2025-04-11T15:20:00.000Z', true, 'moderation'],
  ['Фитнес-клуб «Атлант»', 'ООО «Атлант Фитнес»', '6672045194', 'Екатеринбург', 'г. Екатеринбург, ул. Малышева, д. 51', 'club@atlant-fit.ru', '73432109876', '2025-05-27T10:00:00.000Z', true, 'published'],
  ['Суши-бар «Васаби»', 'ООО «Васаби»', '5406123877', 'Новосибирск', 'г. Новосибирск, Красный пр., д. 25', 'order@wasabi-nsk.ru', '73832345678', '2025-06-18T18:40:00.000Z', false, 'rejected'],
  ['Книжный магазин «Переплёт»', 'ООО «Переплёт»', '5260381741', 'Нижний Новгород', 'г. Нижний Новгород, ул. Большая Покровская, д. 18', 'books@pereplet-nn.ru', '78314567890', '2025-08-02T11:15:00.000Z', true, 'published'],
  ['Автомойка «Блеск»', 'ООО «Блеск Авто»', '2310475625', 'Краснодар', 'г. Краснодар, ул. Северная, д. 320', 'wash@blesk-auto.ru', '78612001122', '2025-09-09T08:55:00.000Z', false, 'draft'],
  ['Зоомагазин «Хвостик»', 'ООО «Хвостик»', '6315920482', 'Самара', 'г. Самара, ул. Ленинградская, д. 30', 'zoo@hvostik63.ru', '78463334411', '2025-10-21T13:30:00.000Z', true, 'moderation'],
  ['Студия йоги «Прана»', 'ООО «Прана»', '2367018454', 'Сочи', 'г. Сочи, Курортный пр., д. 16', 'namaste@prana-sochi.ru', '78622445566', '2025-11-30T06:10:00.000Z', true, 'published'],
  ['Кондитерская «Эклер»', 'ООО «Эклер»', '6164029377', 'Ростов-на-Дону', 'г. Ростов-на-Дону, ул. Большая Садовая, д. 70', 'sweet@ekler-rnd.ru', '78632556677', '2026-02-08T09:00:00.000Z', true, 'published'],
  ['Пиццерия «Дровница»', 'ООО «Дровница»', '3663157820', 'Воронеж', 'г. Воронеж, пр. Революции, д. 33', 'pizza@drovnitsa.ru', '74732667788', '2026-03-15T16:25:00.000Z', true, 'moderation'],
];

type SectionSeed = [companyId: number, title: string, type: SectionType, isActive: boolean, content: string];

const SECTIONS: SectionSeed[] = [
  [1, 'О компании', 'html_text', true, '<p>Кофейня «Утро» — уютное место в центре Москвы. Мы обжариваем зерно сами и печём круассаны каждое утро.</p><p>Работаем ежедневно с 8:00 до 22:00.</p>'],
  [1, 'Наш интерьер', 'photo', true, ''],
  [1, 'Сертификаты', 'license', true, ''],
  [1, 'Вакансии', 'html_text', false, '<p>Ищем бариста в команду. Опыт не обязателен — научим.</p>'],
  [3, 'О пекарне', 'html_text', true, '<p>Хлеб на закваске по семейным рецептам с 1998 года.</p>'],
  [3, 'Производство', 'photo', true, ''],
];

function section([companyId, title, type, isActive, content]: SectionSeed, index: number): SectionRecord {
  return {
    id: index + 1,
    company_id: companyId,
    title,
    type,
    is_active: isActive,
    sort: index,
    content,
    created_at: '2025-03-01T10:00:00.000Z',
  };
}

function company(seed: CompanySeed, index: number): CompanyRecord {
  const [name, legal_name, inn, city, address, email, phone, created_at, is_active, app_state] = seed;
  return { id: index + 1, name, legal_name, inn, city, address, email, phone, created_at, is_active, app_state };
}

function user(id: number, account: DemoAccount, step: string, companyId: number | null, createdAt: string): UserRecord {
  return {
    id,
    role: account.role,
    name: account.name,
    email: account.email,
    password: account.password,
    phone: account.phone,
    step,
    company_id: companyId,
    verified: true,
    created_at: createdAt,
  };
}

/** A fresh copy every call: the store mutates what it gets. */
export function createSeed(): Db {
  const users = [
    user(1, DEMO_ACCOUNTS.chief, 'done', 1, '2025-02-14T09:25:00.000Z'),
    user(2, DEMO_ACCOUNTS.onboarding, '2', 2, '2026-01-20T12:00:00.000Z'),
    user(3, DEMO_ACCOUNTS.admin, 'done', null, '2025-01-10T08:00:00.000Z'),
    user(4, DEMO_ACCOUNTS.baker, 'done', 3, '2025-03-03T07:40:00.000Z'),
    user(5, DEMO_ACCOUNTS.manager, 'done', 1, '2025-04-01T08:00:00.000Z'),
  ];
  const companies = COMPANIES.map(company);
  const admin = createAdminSeed(companies, users);
  const lastId = Math.max(...[...users, ...admin.users].map((u) => u.id));
  const tourUsers = [
    user(lastId + 1, DEMO_ACCOUNTS.tour, 'done', 1, '2025-04-02T08:00:00.000Z'),
    user(lastId + 2, DEMO_ACCOUNTS.tourAdmin, 'done', null, '2025-01-10T08:00:00.000Z'),
  ];
  const seed = {
    version: DB_VERSION as typeof DB_VERSION,
    users: [...users, ...admin.users, ...tourUsers],
    companies: [...companies, ...admin.companies],
    tokens: [],
    codes: [],
    reset_tokens: [],
    sections: SECTIONS.map(section),
    call_requests: [],
    applications: createApplicationSeed(),
    ...createCommerceSeed(),
    catalog: createCatalogSeed(),
    settings: createSettingsSeed(),
    platform_payments: admin.platform_payments,
    platform_settings: admin.platform_settings,
  };
  // The home screen refers to catalogue rows, so it is seeded from the rest.
  const home = createHomeSeed(catalogueOf(seed.catalog));
  // Section images are drawn into the home seed's media table (pushed onto it), after its own images.
  const companyTables = createCompanySeed(home.media);
  // News covers continue the same media table.
  const { media: newsMedia, ...news } = createNewsSeed(home.media.length + 1);
  return { ...seed, ...home, ...companyTables, media: [...home.media, ...newsMedia], ...news };
}
