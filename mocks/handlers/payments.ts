/** Payment systems, payment links and paid orders (§7 "Orders, payments, customers"). */
import { http } from 'msw';
import { companyIdOf, findOwn, localDay, paymentSystem, statusOf } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { orderTotal, PAYMENT_SYSTEMS, paymentLinkFor } from '../seed-commerce';
import { getDb, mutate } from '../store';
import type { OrderRecord } from '../commerce-types';
import { api } from './paths';

/** A day filter value (yyyy-MM-dd) of the query, or null when absent or malformed. */
function dayParam(url: URL, key: string): string | null {
  const value = url.searchParams.get(key)?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** When an order was paid: the last change of a paid order is its payment. */
const paidAt = (order: OrderRecord) => order.updated_at;

/**
 * The company's paid orders, newest payment first; `date_from` and `date_to` (yyyy-MM-dd,
 * both inclusive, local days) narrow them to a period.
 */
function paidOrders(companyId: number, url?: URL): OrderRecord[] {
  const from = url ? dayParam(url, 'date_from') : null;
  const to = url ? dayParam(url, 'date_to') : null;
  return getDb()
    .orders.filter((o) => o.company_id === companyId && o.is_paid)
    .filter((o) => {
      const day = localDay(paidAt(o));
      return (!from || day >= from) && (!to || day <= to);
    })
    .sort((a, b) => paidAt(b).localeCompare(paidAt(a)) || b.id - a.id);
}

function periodError(url: URL): Response | null {
  const from = dayParam(url, 'date_from');
  const to = dayParam(url, 'date_to');
  if (from && to && from > to) {
    return fail(422, 'Ошибка валидации', { date_from: ['Дата начала не может быть позже даты окончания'] });
  }
  return null;
}

export const paymentHandlers = [
  http.get(api('chief', 'payment-systems'), ({ request }) => {
    authenticate(request, 'chief');
    return ok(PAYMENT_SYSTEMS.map((p) => ({ id: p.id, name: p.name })));
  }),

  http.post(api('chief', 'market/orders/:id/payment-link'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const order = findOwn(getDb().orders, companyId, params.id, 'Заказ не найден');
    const body = await readJson(request);
    const systemId = body.payment_system_id === undefined || body.payment_system_id === null ? order.payment_system_id : Number(body.payment_system_id);
    const system = paymentSystem(systemId);
    if (!system) return fail(422, 'Ошибка валидации', { payment_system_id: ['Выберите платёжную систему из списка'] });
    if (order.is_paid) return fail(422, 'Заказ уже оплачен');
    if (statusOf(order)?.code === 'cancelled') return fail(422, 'Нельзя выставить счёт по отменённому заказу');
    if (orderTotal(order) <= 0) return fail(422, 'Сумма заказа должна быть больше нуля');
    mutate(() => {
      order.payment_system_id = system.id;
      order.payment_link = paymentLinkFor(Math.random, order.id);
      order.updated_at = new Date().toISOString();
    });
    return ok({ payment_link: order.payment_link, payment_system: system, amount: orderTotal(order) }, { status: 201 });
  }),

  http.get(api('chief', 'payments/success'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const refused = periodError(url);
    if (refused) return refused;
    const { page, perPage } = pageParams(url);
    const customers = new Map(getDb().customers.map((c) => [c.id, c]));
    const rows = paidOrders(companyId, url).map((o) => ({
      id: o.id,
      order_id: o.id,
      order_number: o.number,
      amount: orderTotal(o),
      payment_system: paymentSystem(o.payment_system_id),
      customer: customers.has(o.customer_id) ? { id: o.customer_id, name: customers.get(o.customer_id)!.name } : null,
      paid_at: paidAt(o),
    }));
    return list(rows, page, perPage);
  }),

  // The totals of the same period, and the takings of each day of it (for the chart).
  http.get(api('chief', 'payments/sum'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const refused = periodError(url);
    if (refused) return refused;
    const orders = paidOrders(companyId, url);
    const days = new Map<string, { sum: number; count: number }>();
    for (const order of orders) {
      const day = localDay(paidAt(order));
      const entry = days.get(day) ?? { sum: 0, count: 0 };
      entry.sum += orderTotal(order);
      entry.count += 1;
      days.set(day, entry);
    }
    const sum = orders.reduce((total, o) => total + orderTotal(o), 0);
    return ok({
      sum,
      count: orders.length,
      average: orders.length ? Math.round((sum / orders.length) * 100) / 100 : 0,
      date_from: dayParam(url, 'date_from'),
      date_to: dayParam(url, 'date_to'),
      by_day: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, entry]) => ({ date, ...entry })),
    });
  }),
];
