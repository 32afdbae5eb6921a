/**
 * The platform-admin seed: more companies (ids after the hand-written ones), their users and
 * the companies' payments to the platform over six months. Deterministic, so tests can count.
 */
import { TARIFF_PRICES, type PlatformPaymentRecord, type PlatformSettingsRecord, type Tariff } from './admin-types';
import { createRandom, randomPerson, translit, type Random } from './seed-people';
import type { AppState, CompanyRecord, UserRecord } from './types';

/** Companies generated after the hand-written ones. */
export const GENERATED_COMPANIES = 40;
/** Registration dates of the generated companies lie in this year. */
const REGISTERED_FROM = Date.UTC(2025, 10, 1);
const REGISTERED_TO = Date.UTC(2026, 9, 31);

const KINDS: readonly [kind: string, words: readonly string[]][] = [
  ['Кофейня', ['Зерно', 'Бариста', 'Арабика', 'Капучино', 'Турка', 'Кофеин']],
  ['Пекарня', ['Колосок', 'Булочная №1', 'Сдоба', 'Каравай', 'Калач']],
  ['Ресторан', ['Сытый гусь', 'Old Town', 'Причал', 'Самовар', 'Пельменная']],
  ['Салон красоты', ['Шарм', 'Локон', 'Бьюти Лаб', 'Афродита', 'Гламур']],
  ['Цветочный магазин', ['Роза ветров', 'Пион', 'Букетная', 'Ромашка']],
  ['Автосервис', ['Мотор', 'Гараж 24', 'Поршень', 'Карбюратор']],
  ['Стоматология', ['Улыбка', 'Дентал Про', 'Жемчуг', 'Белый зуб']],
  ['Фитнес-студия', ['Пульс', 'Олимп', 'Энергия', 'Спарта']],
  ['Магазин продуктов', ['Фермер', 'Лавка у дома', 'Свежесть', 'Изобилие']],
  ['Детский центр', ['Умка', 'Радуга', 'Теремок', 'Почемучка']],
];

const CITIES: readonly [city: string, code: string, streets: readonly string[]][] = [
  ['Москва', '495', ['ул. Тверская', 'ул. Арбат', 'Ленинский пр.', 'ул. Сретенка']],
  ['Санкт-Петербург', '812', ['Литейный пр.', 'ул. Рубинштейна', 'Московский пр.']],
  ['Казань', '843', ['ул. Пушкина', 'ул. Кремлёвская']],
  ['Екатеринбург', '343', ['ул. Ленина', 'ул. Вайнера']],
  ['Новосибирск', '383', ['Красный пр.', 'ул. Советская']],
  ['Самара', '846', ['ул. Куйбышева', 'Московское ш.']],
  ['Тюмень', '345', ['ул. Республики', 'ул. Герцена']],
  ['Владивосток', '423', ['Океанский пр.', 'ул. Светланская']],
];

const APP_STATE_WEIGHTS: Record<AppState, number> = { published: 5, moderation: 2, draft: 3, rejected: 1 };

/** A 10-digit INN of a legal entity with its check digit (the front end validates it). */
export function legalInn(random: Random, region: string): string {
  const body = `${region}${String(random.int(0, 9_999_999)).padStart(7, '0')}`.slice(0, 9);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return `${body}${(sum % 11) % 10}`;
}

function domainOf(name: string): string {
  return `${translit(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.ru`;
}

function generatedCompany(random: Random, id: number, used: Set<string>): CompanyRecord {
  // Picks among the names not used yet, so the loop is bounded and names never repeat.
  const free = KINDS.flatMap(([kind, words]) => words.map((word) => [kind, word] as const)).filter(
    ([kind, word]) => !used.has(`${kind}${word}`),
  );
  const [kind, word] = random.pick(free);
  used.add(`${kind}${word}`);
  const [city, code, streets] = random.pick(CITIES);
  const minute = 60_000;
  const registered = new Date(Math.floor((REGISTERED_FROM + random.next() * (REGISTERED_TO - REGISTERED_FROM)) / minute) * minute);
  const appState = random.weighted(APP_STATE_WEIGHTS);
  return {
    id,
    name: `${kind} «${word}»`,
    legal_name: random.chance(0.7) ? `ООО «${word}»` : `ИП ${randomPerson(random, false).name}`,
    inn: legalInn(random, String(random.int(10, 89))),
    city,
    address: `г. ${city}, ${random.pick(streets)}, д. ${random.int(1, 140)}`,
    email: `info@${domainOf(word)}`,
    phone: `7${code}${String(random.int(1_000_000, 9_999_999))}`,
    created_at: registered.toISOString(),
    // Companies with a rejected app are more often switched off.
    is_active: random.chance(appState === 'rejected' ? 0.4 : 0.85),
    app_state: appState,
  };
}

/** 1–3 users of a company; their phones are in a range of their own (7958…). */
function companyUsers(random: Random, company: CompanyRecord, firstId: number): UserRecord[] {
  const count = random.int(1, 3);
  const domain = company.email.split('@')[1] ?? 'demo.ru';
  return Array.from({ length: count }, (_, i) => {
    const person = randomPerson(random, false);
    const [surname = 'user', first = ''] = person.name.split(' ');
    const id = firstId + i;
    return {
      id,
      role: 'chief' as const,
      name: person.name,
      email: `${translit(first)}.${translit(surname)}@${domain}`.replace(/ /g, ''),
      password: 'Demo_pass1',
      phone: `7958${String(id).padStart(7, '0')}`,
      step: company.app_state === 'draft' && i === 0 ? '2' : 'done',
      company_id: company.id,
      verified: true,
      created_at: new Date(Date.parse(company.created_at) + i * 86_400_000).toISOString(),
    };
  });
}

const DAY_MS = 86_400_000;
const FIRST_PAYMENT_MONTH = 4; // May, counted from 0
const PAYMENT_MONTHS = 6;

/**
 * Monthly payments of a company within the seeded six months, on its registration day of the
 * month, from two weeks after registration: companies whose app is still a draft have not
 * started paying; a switched-off company stopped after a few months.
 */
function companyPayments(random: Random, company: CompanyRecord): Omit<PlatformPaymentRecord, 'id'>[] {
  if (company.app_state === 'draft') return [];
  const tariff: Tariff = random.weighted({ start: 4, business: 3, pro: 1 });
  const registered = new Date(company.created_at);
  const day = Math.min(registered.getUTCDate(), 28);
  const limit = company.is_active ? PAYMENT_MONTHS : random.int(1, 4);
  const payments: Omit<PlatformPaymentRecord, 'id'>[] = [];
  for (let month = 0; month < PAYMENT_MONTHS && payments.length < limit; month += 1) {
    const at = new Date(Date.UTC(2026, FIRST_PAYMENT_MONTH + month, day, 9 + (company.id % 9), registered.getUTCMinutes()));
    if (at.getTime() < registered.getTime() + 14 * DAY_MS) continue;
    payments.push({ company_id: company.id, tariff, amount: TARIFF_PRICES[tariff], paid_at: at.toISOString() });
  }
  return payments;
}

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettingsRecord = {
  support_email: 'support@demo.ru',
  support_phone: '78005553535',
  commission_percent: 3.5,
  trial_days: 14,
  maintenance: false,
};

export interface AdminSeed {
  companies: CompanyRecord[];
  users: UserRecord[];
  platform_payments: PlatformPaymentRecord[];
  platform_settings: PlatformSettingsRecord;
}

/**
 * Adds the generated companies after `companies`, users to every company without one, and
 * the payments of all of them (newest last).
 */
export function createAdminSeed(companies: readonly CompanyRecord[], users: readonly UserRecord[]): AdminSeed {
  const random = createRandom(20260501);
  const used = new Set<string>();
  const extra = Array.from({ length: GENERATED_COMPANIES }, (_, i) => generatedCompany(random, companies.length + i + 1, used));
  const all = [...companies, ...extra];
  const newUsers: UserRecord[] = [];
  let nextUserId = Math.max(...users.map((u) => u.id)) + 1;
  for (const company of all) {
    if (users.some((u) => u.company_id === company.id)) continue;
    const added = companyUsers(random, company, nextUserId);
    nextUserId += added.length;
    newUsers.push(...added);
  }
  const payments = all
    .flatMap((company) => companyPayments(random, company))
    .sort((a, b) => a.paid_at.localeCompare(b.paid_at))
    .map((payment, i) => ({ id: i + 1, ...payment }));
  return {
    companies: extra,
    users: newUsers,
    platform_payments: payments,
    platform_settings: { ...DEFAULT_PLATFORM_SETTINGS },
  };
}
