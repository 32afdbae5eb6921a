import type { Metadata } from 'next';
import { OrderScreen } from '@/components/orders/order-screen';
import { getOrder, listOrderStatuses, listPaymentSystems } from '@/lib/orders/server';
import { loadOrderTimeline } from '@/lib/orders/timeline-server';
import { listShopOptions } from '@/lib/shops/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

/** The record in the tab's title, so open tabs can be told apart; the read is shared with the page. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const record = await getOrder(requireNumericId((await params).id));
  return { title: `Заказ №${record.number}` };
}

/** §2: the order is loaded first, and a failure goes back to the list. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const [order, statuses, paymentSystems, shops] = await Promise.all([
    getOrder(id),
    listOrderStatuses(),
    listPaymentSystems(),
    listShopOptions({ active: 'true' }),
  ]);
  // The store is read after the order: the timeline starts from the upstream's rows of it.
  const timeline = await loadOrderTimeline(order, { statuses, paymentSystems });
  return (
    <OrderScreen key={order.id} order={order} statuses={statuses} paymentSystems={paymentSystems} shops={shops} timeline={timeline} />
  );
}
