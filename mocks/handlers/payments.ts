/** Payment systems, payment links and paid orders (§7 "Orders, payments, customers"). */
import { http } from 'msw';
import { companyIdOf, findOwn, paymentSystem, statusOf } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { orderTotal, PAYMENT_SYSTEMS, paymentLinkFor } from '../seed-commerce';
import { getDb, mutate } from '../store';
import type { OrderRecord } from '../commerce-types';
import { api } from './paths';

function paidOrders(companyId: number): OrderRecord[] {
  return getDb()
    .orders.filter((o) => o.company_id === companyId && o.is_paid)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
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
    const { page, perPage } = pageParams(new URL(request.url));
    const rows = paidOrders(companyId).map((o) => ({
      id: o.id,
      order_id: o.id,
      order_number: o.number,
      amount: orderTotal(o),
      payment_system: paymentSystem(o.payment_system_id),
      paid_at: o.updated_at,
    }));
    return list(rows, page, perPage);
  }),

  http.get(api('chief', 'payments/sum'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const orders = paidOrders(companyId);
    return ok({ sum: orders.reduce((sum, o) => sum + orderTotal(o), 0), count: orders.length });
  }),
];
