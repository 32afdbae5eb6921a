import type { Metadata } from 'next';
import { OrderDetails } from '@/components/orders/order-details';
import {
  orderPath,
  PAYMENT_SYSTEMS_PATH,
  STATUSES_DROPOUT_PATH,
  type Order,
  type PaymentSystem,
  type StatusOption,
} from '@/lib/orders/api';
import { SHOPS_PATH, type ShopOption } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import { loadItemOrBack, loadOptions, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Заказ' };

/** §2: the order is loaded first, and a failure goes back to the list. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.orders);
  const [order, statuses, paymentSystems, shops] = await Promise.all([
    loadItemOrBack<Order>(orderPath(id), paths.orders),
    loadOptions<StatusOption>(STATUSES_DROPOUT_PATH),
    loadOptions<PaymentSystem>(PAYMENT_SYSTEMS_PATH),
    loadOptions<ShopOption>(`${SHOPS_PATH}/dropout`, { active: 'true' }),
  ]);
  return (
    <OrderDetails key={order.id} order={order} statuses={statuses} paymentSystems={paymentSystems} shops={shops} />
  );
}
