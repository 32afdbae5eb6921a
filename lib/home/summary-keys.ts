// The summary strip's keys, labels and states, without the reading of the answers (./summary,
// with yup's record readers): the strip shows the server's figures at once, and the reading
// loads in the browser only for a retry.

export type SummaryKey = 'ordersToday' | 'revenueWeek' | 'clientsToday' | 'needsAction';

export const SUMMARY_KEYS: readonly SummaryKey[] = ['ordersToday', 'revenueWeek', 'clientsToday', 'needsAction'];

export const SUMMARY_LABELS: Record<SummaryKey, string> = {
  ordersToday: 'Заказов сегодня',
  revenueWeek: 'Выручка за 7 дней',
  clientsToday: 'Новых клиентов сегодня',
  needsAction: 'Ждут действия',
};

export interface SummaryFigure {
  value: string;
  /** A second line under the value ('на 12 000 ₽', '+12 % к прошлым 7 дням'). */
  note: string | null;
  /** The list the figure counts, with its filter. */
  href: string;
}

export type FigureState = { figure: SummaryFigure; error: null } | { figure: null; error: string };

/** One GET of the upstream's answer, unread: the figures read it with the loaders' schemas. */
export type SummaryGet = (path: string, query: Record<string, string>) => Promise<unknown>;

/** A status the company marks as waiting for action; without the chosen field, new orders do. */
export interface ActionStatus {
  id: number;
  code: string;
  needsAction?: boolean | null;
}

export const needsAction = (status: ActionStatus) => status.needsAction ?? status.code === 'new';
