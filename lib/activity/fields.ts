/**
 * The «Поля» of an audit entry as staff read them: the fields a change sent, by the Russian labels
 * of the forms they were typed in (`is_active` → «Активность», `category_id` → «Категория»), with
 * their values. The trail stores the body as the upstream got it (snake_case keys, a multipart
 * body as `{ parts: [names] }`; an export stores its screen's query in camelCase), so a key is
 * looked up in snake_case. A key no form names is shown as it is: better a raw name than a guess.
 * Pure: shared by the /activity screens and their CSV export.
 */
import { toSnakeKey } from '../format/case';
import { countRu } from '../format/plural';

/** Labels by the key the upstream receives, as the forms name the field. */
const LABELS: Readonly<Record<string, string>> = {
  // Catalogue, home, news, sections.
  name: 'Наименование',
  title: 'Заголовок',
  description: 'Описание',
  text: 'Текст',
  short_text: 'Краткий текст',
  is_active: 'Активность',
  is_published: 'Опубликована',
  published_at: 'Дата публикации',
  category_id: 'Категория',
  parent_id: 'Родительская категория',
  sort: 'Сортировка',
  position: 'Позиция',
  type: 'Тип',
  template: 'Шаблон',
  article: 'Артикул',
  base_price: 'Базовая цена',
  in_stock: 'Наличие',
  by_order: 'Под заказ',
  kit_items: 'Состав комплекта',
  price: 'Цена',
  quantity: 'Количество',
  properties: 'Свойства',
  property_id: 'Свойство',
  value: 'Значение',
  product_id: 'Товар',
  offer_id: 'Вариант',
  image: 'Фото',
  images: 'Фото',
  cover: 'Обложка',
  icon: 'Иконка',
  logo: 'Логотип',
  slider_l: 'Большой слайдер баннеров',
  slider_s: 'Малый слайдер баннеров',
  loyalty: 'Программа лояльности',
  my_bookings: 'Мои записи',
  my_orders: 'Мои заказы',
  // Orders and clients.
  status_id: 'Статус',
  status: 'Статус',
  delivery_type: 'Получение',
  store_id: 'Магазин',
  payment_system_id: 'Платёжная система',
  comment: 'Комментарий',
  note: 'Заметка',
  phone: 'Телефон',
  email: 'E-mail',
  birthday: 'Дата рождения',
  // Shops, company, contacts.
  address: 'Адрес',
  city: 'Город',
  working_hours: 'Часы работы',
  latitude: 'Широта',
  longitude: 'Долгота',
  legal_name: 'Юридическое название',
  inn: 'ИНН',
  company_name: 'Название компании',
  contact_name: 'Контактное лицо',
  site: 'Сайт',
  url: 'Ссылка',
  // Settings: loyalty, market, statuses, payment and delivery, webhooks.
  accrual_delay_hours: 'Задержка начисления, ч',
  bonuses_per_rouble: 'Бонусов за рубль',
  annual_bonus: 'Ежегодный бонус',
  registration_bonus: 'Бонус за регистрацию',
  birthday_bonus: 'Бонус на день рождения',
  no_accrual_with_bonuses: 'Не начислять при оплате бонусами',
  accrue_cash_only: 'Начислять только на оплату деньгами',
  bonus: 'Бонусы',
  levels: 'Уровни',
  percent: 'Процент',
  is_enabled: 'Включено',
  min_order_sum: 'Минимальная сумма заказа',
  currency: 'Валюта',
  code: 'Код',
  needs_action: 'Требует действия',
  color: 'Цвет',
  site_id: 'Идентификатор сайта',
  secret: 'Секретный ключ',
  public_key: 'Публичный ключ',
  fiscal_version: 'Версия ФФД',
  payment_place: 'Место расчётов',
  tax_number: 'Налоговый номер',
  tax_system: 'Система налогообложения',
  has_delivery: 'Доставка',
  has_pickup: 'Самовывоз',
  delivery_price: 'Стоимость доставки',
  free_from: 'Бесплатно от',
  zones: 'Зоны доставки',
  event: 'Событие',
  method: 'Метод',
  // Integrations and the administrator's settings.
  allowed_ips: 'Разрешённые адреса',
  token_ttl: 'Срок действия токена',
  scopes: 'Права',
  support_email: 'E-mail поддержки',
  support_phone: 'Телефон поддержки',
  commission_percent: 'Комиссия, %',
  trial_days: 'Пробный период, дней',
  maintenance: 'Технические работы',
  app_state: 'Статус приложения',
  // Sign-in and exports (the BFF's own records); an export's filter is its screen's query.
  password: 'Пароль',
  search: 'Поиск',
  user: 'Клиент',
  min_total: 'Сумма от',
  max_total: 'Сумма до',
  date_from: 'Период с',
  date_to: 'Период по',
  active: 'Активность',
  base_price_from: 'Базовая цена от',
  page: 'Страница',
  per_page: 'Показывать по',
};

/** Where a resource's form names a field otherwise (a banner's title is its «Наименование»). */
const BY_RESOURCE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  banners: { title: 'Наименование', category_id: 'Категория товара' },
  blocks: { title: 'Наименование' },
  sections: { title: 'Название' },
  customers: { name: 'ФИО' },
  'order-statuses': { name: 'Название' },
  company: { name: 'Название компании' },
  'bonus-levels': { name: 'Название' },
  orders: { name: 'Наименование', quantity: 'Количество' },
};

/** The Russian label of a stored key, or the key itself when no form names it. */
export function fieldLabel(key: string, resourceType?: string): string {
  const snake = toSnakeKey(key);
  return (resourceType && BY_RESOURCE[resourceType]?.[snake]) ?? LABELS[snake] ?? key;
}

const MAX_TEXT = 200;
const records = ['запись', 'записи', 'записей'] as const;

function valueText(value: unknown, resourceType: string | undefined, depth: number): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))) {
      return value.map((item) => valueText(item, resourceType, depth + 1)).join(', ') || '—';
    }
    return countRu(value.length, records);
  }
  if (typeof value === 'object') {
    if (depth >= 1) return countRu(Object.keys(value).length, ['поле', 'поля', 'полей']);
    return `(${entriesText(value as Record<string, unknown>, resourceType, depth + 1)})`;
  }
  return String(value);
}

function entriesText(fields: Record<string, unknown>, resourceType: string | undefined, depth: number): string {
  return Object.entries(fields)
    .map(([key, value]) => `${fieldLabel(key, resourceType)}: ${valueText(value, resourceType, depth)}`)
    .join(', ');
}

/**
 * The stored fields as a line: `{"title":"Осень","is_active":true}` of a banner → «Наименование:
 * Осень, Активность: да»; a multipart body `{"parts":["title","image"]}` → «Наименование, Фото»
 * (its values were not kept). Cut at `max` characters (200 on the screen; the CSV keeps all);
 * '—' when nothing was sent.
 */
export function fieldsText(fields: string | null, resourceType?: string, max = MAX_TEXT): string {
  const clip = (text: string) => (text.length > max ? `${text.slice(0, max)}…` : text);
  if (!fields) return '—';
  let value: unknown;
  try {
    value = JSON.parse(fields) as unknown;
  } catch {
    return clip(fields);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return clip(valueText(value, resourceType, 1));
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 0) return '—';
  if (keys.length === 1 && keys[0] === 'parts' && Array.isArray(record.parts)) {
    return clip(record.parts.map((part) => fieldLabel(String(part), resourceType)).join(', ') || '—');
  }
  return clip(entriesText(record, resourceType, 0));
}
