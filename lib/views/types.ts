/**
 * Saved views: a list's filters, sort and page size kept under a name, for their author or for
 * the whole company, shown as tabs above the list. Shared by the store (lib/views/server.ts),
 * the own API and the browser; the URL stays the source of truth, a view is only a link to a query.
 */

/** The lists that offer saved views. */
export const VIEW_LISTS = ['orders', 'clients', 'products', 'categories', 'news', 'shops', 'companies'] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

export const isViewList = (value: unknown): value is ViewList => typeof value === 'string' && (VIEW_LISTS as readonly string[]).includes(value);

export const VIEW_NAME_MAX = 60;
/** Longer than any real list query; a guard against storing whatever a client sends. */
export const VIEW_QUERY_MAX = 2000;

export const VIEW_TEXTS = {
  nameRequired: 'Введите название',
  nameTooLong: `Не более ${VIEW_NAME_MAX} символов`,
  nameTaken: 'Вид с таким названием уже есть',
  notFound: 'Вид не найден',
  notYours: 'Удалить вид может только тот, кто его сохранил',
  noCompany: 'Виды доступны после создания компании',
} as const;

/** A view as the actor sees it. */
export interface SavedView {
  id: number;
  list: ViewList;
  name: string;
  /** The list's query string without the page number (`status=1%2C5&sort=-created_at`). */
  query: string;
  /** For the whole company (true) or only its author (false). */
  shared: boolean;
  /** The actor saved it, so the actor may delete it. */
  mine: boolean;
  createdAt: string;
}

/** A tab above a list: a view and its live count (null when the count could not be read: «—»). */
export interface ViewTab extends SavedView {
  count: number | null;
}

/** What a list page's server loader hands its list: «Все» with its count, then the views. */
export interface ViewTabs {
  list: ViewList;
  allCount: number | null;
  views: ViewTab[];
}

export interface NewView {
  list: ViewList;
  name: string;
  query: string;
  shared: boolean;
}

/**
 * A query as a view keeps it: the page number and empty values dropped, the rest in the order
 * the URL held it (a leading `?` is ignored).
 */
export function viewQuery(query: string | URLSearchParams): string {
  const source = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const kept = new URLSearchParams();
  for (const [key, value] of source.entries()) {
    if (key === 'page' || value.trim() === '') continue;
    kept.append(key, value);
  }
  return kept.toString();
}

/** The same view of a list: same parameters and values, in any order, the page number ignored. */
export function sameViewQuery(a: string | URLSearchParams, b: string | URLSearchParams): boolean {
  const sorted = (query: string | URLSearchParams) => {
    const params = new URLSearchParams(viewQuery(query));
    params.sort();
    return params.toString();
  };
  return sorted(a) === sorted(b);
}
