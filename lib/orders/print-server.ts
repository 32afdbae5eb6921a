import 'server-only';
import { cache } from 'react';
import { ApiError } from '../api/api-error';
import { formatDateSlashTime, formatMoney, formatNumber, formatPhone } from '../format/format';
import { getProfile } from '../profile/server';
import type { Profile } from '../profile/types';
import { isMissing, NO_DATA, parseItem, RecordError, type Parsed } from '../schema/record';
import { logLine } from '../server/runtime/log';
import { loadUpstream } from '../server/upstream/server-api';
import { DELIVERY_TYPE_NAMES, ORDER_ITEM_STATUSES, orderPath, type Order } from './api';
import { qrSvg, type QrSvg } from './qr-svg';
import { orderSchema } from './schema';

/**
 * The order slip of the print pages (`/orders/{id}/print`, `/orders/print?ids=…`): every value
 * already in the words and formats the paper shows, so the page only lays it out. A print is
 * never sent back to the list like the order card: an order that cannot be read gets its own
 * block on the page, and the other orders of a bulk print still print.
 */

export interface SlipCompany {
  name: string;
  /** Legal name, tax id, address and phone, those the profile has. */
  details: string[];
}

export interface SlipLine {
  name: string;
  quantity: string;
  price: string;
  sum: string;
  /** Why the line is not counted in the total (missing or cancelled), else null. */
  note: string | null;
}

export interface OrderSlip {
  id: number;
  /** «Заказ №10007». */
  title: string;
  /** 'DD.MM.YYYY / HH:mm', as on the order card. */
  createdAt: string;
  status: string;
  company: SlipCompany | null;
  client: { name: string; phone: string };
  delivery: { type: string; label: 'Адрес доставки' | 'Магазин'; address: string };
  comment: string;
  lines: SlipLine[];
  linesTotal: string;
  deliveryCost: string;
  total: string;
  payment: { status: 'Оплачен' | 'Не оплачен'; system: string };
  /** The client's payment page, printed with its QR code. */
  paymentLink: string | null;
  paymentQr: QrSvg | null;
}

export type PrintEntry = { kind: 'slip'; slip: OrderSlip } | { kind: 'missing'; id: string; text: string };

const EMPTY = '—';

/** A field's text, «нет данных» when the upstream did not send it, a dash when it is empty. */
function shown(record: object, key: string, text: string): string {
  if (isMissing(record, key)) return NO_DATA;
  return text === '' ? EMPTY : text;
}

const UNCOUNTED_NOTES: Partial<Record<string, string>> = Object.fromEntries(
  ORDER_ITEM_STATUSES.filter(({ id }) => id === 'missing' || id === 'cancelled').map(({ id, name }) => [id, `${name}, не входит в сумму`]),
);

export function slipCompany(company: Profile['company'] | undefined): SlipCompany | null {
  if (!company || !company.name) return null;
  const details = [
    company.legalName && company.legalName !== company.name ? company.legalName : '',
    company.inn ? `ИНН ${company.inn}` : '',
    // The address often starts with its city already («г. Москва, ул. …»): the city is not said twice.
    company.city && !company.address?.includes(company.city) ? [company.city, company.address].filter(Boolean).join(', ') : (company.address ?? ''),
    company.phone ? formatPhone(company.phone) : '',
  ].filter((text): text is string => Boolean(text));
  return { name: company.name, details };
}

/** The slip of one order, as read by the order schema, with the company's heading. */
export function orderSlip(order: Parsed<Order>, company: SlipCompany | null): OrderSlip {
  const pickup = order.deliveryType === 'pickup';
  return {
    id: order.id,
    title: `Заказ №${order.number || order.id}`,
    createdAt: shown(order, 'createdAt', formatDateSlashTime(order.createdAt)),
    status: shown(order, 'status', order.status?.name ?? ''),
    company,
    client: {
      name: shown(order, 'customer', order.customer?.name ?? ''),
      phone: shown(order, 'customer', order.customer ? formatPhone(order.customer.phone) : ''),
    },
    delivery: {
      type: DELIVERY_TYPE_NAMES[order.deliveryType] ?? order.deliveryType,
      label: pickup ? 'Магазин' : 'Адрес доставки',
      address: pickup ? shown(order, 'store', order.store?.address ?? '') : shown(order, 'address', order.address),
    },
    comment: shown(order, 'comment', order.comment),
    lines: order.items.map((item) => ({
      name: item.name || EMPTY,
      quantity: formatNumber(item.quantity, 3),
      price: formatMoney(item.price),
      sum: formatMoney(item.total),
      note: UNCOUNTED_NOTES[item.status] ?? null,
    })),
    linesTotal: shown(order, 'linesTotal', formatMoney(order.linesTotal)),
    deliveryCost: shown(order, 'deliveryCost', formatMoney(order.deliveryCost)),
    total: shown(order, 'total', formatMoney(order.total)),
    payment: {
      status: order.isPaid ? 'Оплачен' : 'Не оплачен',
      system: shown(order, 'paymentSystem', order.paymentSystem?.name ?? ''),
    },
    paymentLink: order.paymentLink || null,
    paymentQr: order.paymentLink ? qrSvg(order.paymentLink) : null,
  };
}

/** The upstream's answers that mean "no such order of this company". */
const NOT_FOUND_STATUSES = new Set([400, 403, 404, 422]);

/**
 * What the address asked for is the order's internal id, not the number staff know it by (10365):
 * «№665» would read as a number, so the text names it as an id.
 */
export const notFoundText = (id: string) => `Заказ с id ${id} не найден`;

/** The company of the signed-in user, for the slips' heading; a slip prints without it when it cannot be read. */
export const loadSlipCompany = cache(async (): Promise<SlipCompany | null> => {
  try {
    return slipCompany((await getProfile()).company);
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof RecordError)) throw error;
    logLine('warn', 'print_company_unreadable', { reason: error.message });
    return null;
  }
});

/** One order's slip, or its «не найден» block: an id that is not a number, a foreign or unknown order. */
async function loadEntry(id: string, company: SlipCompany | null): Promise<PrintEntry> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return { kind: 'missing', id, text: notFoundText(id) };
  try {
    const order = parseItem(orderSchema, await loadUpstream<unknown>(orderPath(id)));
    return { kind: 'slip', slip: orderSlip(order, company) };
  } catch (error) {
    if (error instanceof RecordError) {
      logLine('warn', 'upstream_record_unreadable', { resource: 'order', path: orderPath(id), reason: error.message });
      return { kind: 'missing', id, text: `Не удалось прочитать заказ с id ${id}` };
    }
    if (!(error instanceof ApiError)) throw error;
    if (NOT_FOUND_STATUSES.has(error.status)) return { kind: 'missing', id, text: notFoundText(id) };
    logLine('error', 'upstream_read_failed', { tag: 'print', path: orderPath(id), status: error.status, error: error.error });
    return { kind: 'missing', id, text: `Не удалось загрузить заказ с id ${id}: ${error.error}` };
  }
}

/** At most this many order reads at a time: a hundred-order print must not burst the upstream. */
const CONCURRENT_READS = 6;

/** The slips of `/orders/print`, in the order of the ids. */
export async function loadPrintEntries(ids: readonly string[]): Promise<PrintEntry[]> {
  const company = await loadSlipCompany();
  const entries: PrintEntry[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      entries[index] = await loadEntry(ids[index]!, company);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, ids.length) }, worker));
  return entries;
}

/** `/orders/{id}/print`: its metadata and its page read the order once. */
export const loadPrintEntry = cache(async (id: string): Promise<PrintEntry> => loadEntry(id, await loadSlipCompany()));
