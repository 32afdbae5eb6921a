/**
 * What the audit trail calls the things a change acts on: the upstream path (without its role
 * prefix) names a resource type, shown in Russian, and usually its id. Pure and shared by the
 * recorder (server) and the /activity screens, a leaf module of the shared layer (the resource filter and its labels).
 */

export interface ResourceKind {
  /** The stored `resource_type`. */
  type: string;
  /** The Russian name of one such thing («Баннер»). */
  name: string;
}

/** Longest prefix first: `products/7/offers/3` is product 7, `loyalty/bonus/level/2` a bonus level. */
const PREFIXES: ReadonlyArray<readonly [prefix: string, type: string, name: string]> = [
  ['market/orders', 'orders', 'Заказ'],
  ['market/stores', 'shops', 'Магазин'],
  ['market/statuses', 'order-statuses', 'Статус заказа'],
  ['market/categories', 'categories', 'Категория'],
  ['market/products', 'products', 'Товар'],
  ['market/kits', 'kits', 'Комплект'],
  ['market/properties', 'properties', 'Свойство'],
  ['market', 'market', 'Настройки магазина'],
  ['products', 'products', 'Товар'],
  ['categories', 'categories', 'Категория'],
  ['properties/enums', 'property-values', 'Значение свойства'],
  ['properties', 'properties', 'Свойство'],
  ['banners', 'banners', 'Баннер'],
  ['news', 'news', 'Новость'],
  ['customers', 'customers', 'Клиент'],
  ['about', 'sections', 'Раздел'],
  ['mainpage/blocks', 'blocks', 'Информационный блок'],
  ['mainpage', 'mainpage', 'Главная страница'],
  ['loyalty/bonus/level', 'bonus-levels', 'Уровень бонусов'],
  ['loyalty', 'loyalty', 'Программа лояльности'],
  ['payment-settings', 'payment-settings', 'Настройки оплаты'],
  ['delivery-settings', 'delivery-settings', 'Настройки доставки'],
  ['payment-systems', 'payment-systems', 'Платёжная система'],
  ['navbar-items', 'navbar-items', 'Пункт нижнего меню'],
  ['menu-items', 'menu-items', 'Пункт меню'],
  ['webhooks', 'webhooks', 'Вебхук'],
  ['contact-info', 'contact-info', 'Контактная информация'],
  ['profile/company', 'company', 'Данные компании'],
  ['profile/step', 'onboarding', 'Шаг настройки'],
  ['profile', 'profile', 'Профиль'],
  ['application', 'application', 'Мобильное приложение'],
  ['media', 'media', 'Файл'],
  ['integration', 'integration', 'Интеграция'],
  ['companies', 'companies', 'Компания'],
  ['settings', 'platform-settings', 'Настройки платформы'],
  ['registration', 'registration', 'Регистрация'],
  ['password-reset', 'password', 'Пароль'],
  ['password-reset-link', 'password', 'Пароль'],
  // The BFF's own records: sign-in and sign-out, CSV exports.
  ['auth/complete', 'session', 'Вход'],
  ['logout', 'session', 'Выход'],
  ['session', 'session', 'Сеанс'],
  ['export', 'export', 'Выгрузка'],
];

const ORDERED = [...PREFIXES].sort((a, b) => b[0].split('/').length - a[0].split('/').length);

/** Every resource type with its name, once, for the filter («Объект»). */
export const RESOURCE_KINDS: readonly ResourceKind[] = Array.from(
  new Map(PREFIXES.map(([, type, name]) => [type, { type, name }] as const)).values(),
);

export function resourceName(type: string): string {
  return RESOURCE_KINDS.find((kind) => kind.type === type)?.name ?? 'Запись';
}

const ID = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27,})$/i;

/** The resource a path acts on: `market/orders/7/item/3` → orders 7. */
export function resourceOf(path: string): { type: string; name: string; id: string | null } {
  const segments = path.split('/').filter(Boolean);
  for (const [prefix, type, name] of ORDERED) {
    const parts = prefix.split('/');
    if (parts.every((part, i) => segments[i]?.toLowerCase() === part)) {
      const next = segments[parts.length];
      return { type, name, id: next !== undefined && ID.test(next) ? decodeURIComponent(next) : null };
    }
  }
  const first = segments[0] ?? '';
  const id = segments.find((segment) => ID.test(segment)) ?? null;
  return { type: first || 'unknown', name: 'Запись', id };
}

const NAME_FIELDS = ['name', 'title', 'address'] as const;

/**
 * What a person reads: «Баннер «Осенняя распродажа»» from the body's name, title or address,
 * «Заказ №1042» from its number, else «Баннер №12» from the path's id, else the bare name.
 */
export function resourceLabel(name: string, id: string | null, body: unknown): string {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  for (const key of NAME_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return `${name} «${clip(value.trim())}»`;
  }
  const number = fields.number;
  if ((typeof number === 'string' && number.trim()) || typeof number === 'number') return `${name} №${clip(String(number))}`;
  return id ? `${name} №${clip(id)}` : name;
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** The action shown in the list, from the method and whether the path named a record. */
export function actionName(method: string, type: string, path: string): string {
  if (type === 'session') return path === 'auth/complete' ? 'Вход' : path === 'session/end-all' ? 'Выход на всех устройствах' : 'Выход';
  if (type === 'export') return 'Выгрузка';
  switch (method) {
    case 'POST':
      return resourceOf(path).id ? 'Изменение' : 'Создание';
    case 'PUT':
    case 'PATCH':
      return 'Изменение';
    case 'DELETE':
      return 'Удаление';
    default:
      return method;
  }
}
