import { toDate } from '../format/format';
import { required } from '../validation/messages';
import { ORDER_ITEM_STATUSES, type Order, type PaymentSystem, type StatusOption } from './api';

/**
 * The order card's history, shared by the server that builds it (lib/orders/timeline-server.ts)
 * and the card that shows it: what the upstream says about the order, what was changed through
 * this back office (the audit trail: who and when), and the staff's notes («Комментарий»).
 */
export interface TimelineRow {
  /** ISO date-time. */
  at: string;
  text: string;
  /** Who did it or wrote it; the upstream's own rows name nobody. */
  by?: string;
  kind: 'upstream' | 'change' | 'note';
}

export interface OrderTimelineData {
  rows: TimelineRow[];
  /** False when the back office's store could not be read: only the upstream's rows are shown. */
  complete: boolean;
}

/** The upstream's own rows: its history when it keeps one, otherwise creation and the last change. */
export function upstreamRows(order: Pick<Order, 'history' | 'createdAt' | 'updatedAt'>): TimelineRow[] {
  const events = order.history?.length
    ? order.history
    : [
        { at: order.createdAt, text: 'Заказ создан' },
        ...(order.updatedAt && order.updatedAt !== order.createdAt ? [{ at: order.updatedAt, text: 'Последнее изменение' }] : []),
      ];
  return events.map((event) => ({ at: event.at, text: event.text, kind: 'upstream' as const }));
}

/** One successful change of the order, as the audit trail keeps it. */
export interface TrailChange {
  at: string;
  userName: string;
  method: string;
  /** The path under the order: '' for the order itself, `item`, `item/73`, `payment-link`. */
  rest: string;
  /** The body sent, as recorded (keys in camelCase or snake_case, secrets redacted). */
  fields: Record<string, unknown> | null;
}

/** What the page already loads, to name statuses and payment systems by their id. */
export interface TimelineNames {
  statuses: readonly StatusOption[];
  paymentSystems?: readonly PaymentSystem[];
}

const pick = (fields: Record<string, unknown> | null, camel: string, snake: string): unknown => fields?.[camel] ?? fields?.[snake];

const nameOf = (list: readonly { id: number | string; name: string }[] | undefined, id: unknown): string | undefined =>
  id === undefined || id === null ? undefined : list?.find((item) => String(item.id) === String(id))?.name;

/** The sentence for a change, or null when the call is not one the card tells about. */
export function describeChange(change: TrailChange, names: TimelineNames): string | null {
  const method = change.method.toUpperCase();
  const { rest, fields } = change;
  if (rest === '') {
    if (method === 'PATCH') {
      const statusId = pick(fields, 'statusId', 'status_id');
      if (statusId === undefined) return 'Заказ изменён';
      const name = nameOf(names.statuses, statusId);
      return name ? `Статус изменён: ${name}` : `Статус изменён (№ ${String(statusId)})`;
    }
    if (method === 'PUT') return 'Данные заказа изменены';
    return null;
  }
  if (rest === 'item' && method === 'POST') {
    const name = pick(fields, 'name', 'name');
    const quantity = pick(fields, 'quantity', 'quantity');
    return `Добавлена позиция${typeof name === 'string' && name ? `: ${name}` : ''}${typeof quantity === 'number' ? `, ${quantity} шт.` : ''}`;
  }
  if (/^item\/[^/]+$/.test(rest)) {
    if (method === 'DELETE') return 'Позиция удалена';
    if (method === 'PATCH' || method === 'PUT') {
      const parts: string[] = [];
      const quantity = pick(fields, 'quantity', 'quantity');
      if (typeof quantity === 'number' || typeof quantity === 'string') parts.push(`количество ${String(quantity)}`);
      const status = nameOf(ORDER_ITEM_STATUSES, pick(fields, 'status', 'status'));
      if (status) parts.push(`статус «${status}»`);
      return `Позиция изменена${parts.length ? `: ${parts.join(', ')}` : ''}`;
    }
    return null;
  }
  if (rest === 'payment-link' && method === 'POST') {
    const system = nameOf(names.paymentSystems, pick(fields, 'paymentSystemId', 'payment_system_id'));
    return `Отправлена ссылка на оплату${system ? ` (${system})` : ''}`;
  }
  return null;
}

/** The upstream's rows, the changes and the notes, oldest first (the card reads down in time). */
export function mergeTimeline(...groups: TimelineRow[][]): TimelineRow[] {
  const time = (row: TimelineRow) => toDate(row.at)?.getTime() ?? 0;
  // A stable sort: rows at the same moment keep the order they were given in.
  return groups.flat().sort((a, b) => time(a) - time(b));
}

/** A note's limits, checked in the form and again by the BFF. */
export const NOTE_MAX = 2000;
export const NOTE_LABEL = 'Комментарий';
export const noteMessages = {
  required: required(NOTE_LABEL),
  tooLong: `Поле "${NOTE_LABEL}" должно быть не длиннее ${NOTE_MAX} символов`,
} as const;

export interface NoteFormValues {
  text: string;
}

/** The same rule as the note form's schema (./note-validation), for the BFF: the trimmed text, or the message under the field. */
export function checkNoteText(value: unknown): { text: string } | { error: string } {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { error: noteMessages.required };
  // Counted as the form's schema counts (UTF-16 units), so the two never disagree.
  if (text.length > NOTE_MAX) return { error: noteMessages.tooLong };
  return { text };
}

/** A note as the BFF's own API answers it. */
export interface OrderNote {
  id: number;
  orderId: number;
  text: string;
  userName: string;
  at: string;
}

export const noteRow = (note: Pick<OrderNote, 'at' | 'text' | 'userName'>): TimelineRow => ({
  at: note.at,
  text: note.text,
  by: note.userName,
  kind: 'note',
});
