import { companyListApiQuery, COMPANY_FILTER_KEYS } from '../admin/filters';
import { ADMIN_COMPANIES_PATH } from '../admin/api';
import { APP_STATE_LABELS, type AdminCompany } from '../admin/types';
import { catalogPaths, type Category, type ProductRow } from '../catalog/api';
import { CUSTOMERS_PATH, type CustomerRow } from '../clients/api';
import { NEWS_FILTER_KEYS, NEWS_PATH, type NewsItem } from '../news/api';
import { DELIVERY_TYPE_NAMES, ORDERS_PATH, type OrderSummary } from '../orders/api';
import { SHOP_FILTER_KEYS, SHOPS_PATH, type Shop } from '../shops/api';
import { CATEGORY_FILTER_KEYS, PRODUCT_FILTER_KEYS } from '../catalog/filters';
import { csvDate, type CsvValue } from './csv';
import { formatPhone } from '../format/format';
import { parseListQuery, toApiQuery, type ListQuery } from './query';
import { ORDER_FILTER_KEYS, orderListApiQuery } from '../orders/filter';
import { ACTIVITY_FILTER_KEYS } from '../activity/filter';
import { fieldsText } from '../activity/fields';
import { actionName, resourceName } from '../activity/resources';
import { isSuccess, type ActivityEntry } from '../activity/types';

/**
 * The lists a CSV export exists for: which upstream list call, whose session may
 * ask for it, how the screen's URL becomes the call's query, and the columns as the table
 * shows them (Russian headers, values as plain text or numbers).
 */

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

export interface ExportList<T = never> {
  role: 'chief' | 'admin';
  /** The list call, relative to /dashboard/v1. */
  path: string;
  filterKeys: readonly string[];
  apiQuery: (query: ListQuery) => Record<string, string>;
  columns: readonly ExportColumn<T>[];
  /** Rows from the BFF's own store (the audit trail), not from an upstream list call. */
  own?: true;
}

const yesNo = (value: boolean, yes: string, no: string) => (value ? yes : no);

const productColumns: readonly ExportColumn<ProductRow>[] = [
  { header: 'Наименование', value: (r) => r.name },
  { header: 'Артикул', value: (r) => r.article },
  { header: 'Категория', value: (r) => r.category?.name ?? '' },
  { header: 'Базовая цена', value: (r) => r.basePrice },
  { header: 'Наличие', value: (r) => yesNo(r.inStock, 'В наличии', 'Нет в наличии') },
  { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активен', 'Не активен') },
];

const activityColumns = (withCompany: boolean): readonly ExportColumn<ActivityEntry>[] => [
  { header: 'Дата и время', value: (r) => csvDate(r.at, true) },
  { header: 'Пользователь', value: (r) => r.userName },
  ...(withCompany ? [{ header: 'Компания', value: (r: ActivityEntry) => r.tenant ?? '' }] : []),
  { header: 'Действие', value: (r) => actionName(r.method, r.resourceType, r.path) },
  { header: 'Объект', value: (r) => resourceName(r.resourceType) },
  { header: 'Запись', value: (r) => r.label },
  // As the screen shows them (the forms' labels), uncut.
  { header: 'Поля', value: (r) => (r.fields ? fieldsText(r.fields, r.resourceType, Number.POSITIVE_INFINITY) : '') },
  { header: 'Результат', value: (r) => (isSuccess(r) ? 'Успешно' : 'Ошибка') },
  { header: 'Ошибка', value: (r) => r.error ?? '' },
];

const activityList = (role: 'chief' | 'admin') =>
  ({ role, path: '', own: true, filterKeys: ACTIVITY_FILTER_KEYS, apiQuery: toApiQuery, columns: activityColumns(role === 'admin') }) satisfies ExportList<ActivityEntry>;

const lists = {
  orders: {
    role: 'chief',
    path: ORDERS_PATH,
    filterKeys: ORDER_FILTER_KEYS,
    apiQuery: orderListApiQuery,
    columns: [
      { header: '№ заказа', value: (r) => r.number },
      { header: 'Дата', value: (r) => csvDate(r.createdAt, true) },
      { header: 'Клиент', value: (r) => r.customer?.name ?? '' },
      { header: 'Телефон клиента', value: (r) => formatPhone(r.customer?.phone) },
      { header: 'Получение', value: (r) => DELIVERY_TYPE_NAMES[r.deliveryType] ?? r.deliveryType },
      { header: 'Сумма', value: (r) => r.total },
      { header: 'Оплата', value: (r) => yesNo(r.isPaid, 'Оплачен', 'Не оплачен') },
      { header: 'Статус', value: (r) => r.status?.name ?? '' },
    ],
  } satisfies ExportList<OrderSummary>,
  products: { role: 'chief', path: catalogPaths.products, filterKeys: PRODUCT_FILTER_KEYS, apiQuery: toApiQuery, columns: productColumns } satisfies ExportList<ProductRow>,
  kits: { role: 'chief', path: catalogPaths.kits, filterKeys: PRODUCT_FILTER_KEYS, apiQuery: toApiQuery, columns: productColumns } satisfies ExportList<ProductRow>,
  categories: {
    role: 'chief',
    path: catalogPaths.categories,
    filterKeys: CATEGORY_FILTER_KEYS,
    apiQuery: toApiQuery,
    columns: [
      { header: 'Наименование', value: (r) => r.name },
      { header: 'Родительская категория', value: (r) => r.parent?.name ?? '' },
      { header: 'Товаров', value: (r) => r.productsCount },
      { header: 'Сортировка', value: (r) => r.sort },
      { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активна', 'Не активна') },
    ],
  } satisfies ExportList<Category>,
  clients: {
    role: 'chief',
    path: CUSTOMERS_PATH,
    filterKeys: [],
    apiQuery: toApiQuery,
    columns: [
      { header: 'Клиент', value: (r) => r.name },
      { header: 'Телефон', value: (r) => formatPhone(r.phone) },
      { header: 'E-mail', value: (r) => r.email },
      { header: 'Статус', value: (r) => r.status },
      { header: 'Бонусы', value: (r) => r.bonusBalance },
      { header: 'Заказов', value: (r) => r.ordersCount },
      { header: 'Дата регистрации', value: (r) => csvDate(r.createdAt) },
    ],
  } satisfies ExportList<CustomerRow>,
  shops: {
    role: 'chief',
    path: SHOPS_PATH,
    filterKeys: SHOP_FILTER_KEYS,
    apiQuery: toApiQuery,
    columns: [
      { header: 'Адрес', value: (r) => r.address },
      { header: 'Город', value: (r) => r.city },
      { header: 'Телефон', value: (r) => formatPhone(r.phone) },
      { header: 'Часы работы', value: (r) => r.workingHours },
      { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активен', 'Не активен') },
    ],
  } satisfies ExportList<Shop>,
  news: {
    role: 'chief',
    path: NEWS_PATH,
    filterKeys: NEWS_FILTER_KEYS,
    apiQuery: toApiQuery,
    columns: [
      { header: 'Заголовок', value: (r) => r.title },
      { header: 'Дата публикации', value: (r) => csvDate(r.publishedAt) },
      { header: 'Опубликована', value: (r) => yesNo(r.isPublished, 'Да', 'Нет') },
    ],
  } satisfies ExportList<NewsItem>,
  companies: {
    role: 'admin',
    path: ADMIN_COMPANIES_PATH,
    filterKeys: COMPANY_FILTER_KEYS,
    apiQuery: companyListApiQuery,
    columns: [
      { header: 'Компания', value: (r) => r.name },
      { header: 'Город', value: (r) => r.city ?? '' },
      { header: 'ИНН', value: (r) => r.inn ?? '' },
      { header: 'Приложение', value: (r) => (r.appState ? APP_STATE_LABELS[r.appState] : '') },
      { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активна', 'Не активна') },
      { header: 'Регистрация', value: (r) => csvDate(r.createdAt) },
    ],
  } satisfies ExportList<AdminCompany>,
  activity: activityList('chief'),
  'admin-activity': activityList('admin'),
};

export type ExportListName = keyof typeof lists;

/** The export of a list name from the URL, or null for anything else. */
export function exportListOf(name: string): ExportList<unknown> | null {
  return Object.hasOwn(lists, name) ? (lists[name as ExportListName] as unknown as ExportList<unknown>) : null;
}

/** Rows are read 100 at a time (the upstream's largest page). */
export const EXPORT_PER_PAGE = 100;

/** The list call's query for page `page` of the export of what the screen's URL shows. */
export function exportApiQuery(list: ExportList<unknown>, search: URLSearchParams, page: number): Record<string, string> {
  const query = parseListQuery(search, { filterKeys: list.filterKeys });
  return list.apiQuery({ ...query, page, perPage: EXPORT_PER_PAGE });
}
