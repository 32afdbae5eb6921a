import { CardScreen } from '@/components/layout/card-screen';
import { paths } from '@/lib/paths';
import { OrderDetails } from './order-details';
import type { OrderDetailsProps } from './order-details';

/** §2 /orders/{id}: the order's number with the page, the card (status, lines, details, history) after it. */
export function OrderScreen(props: OrderDetailsProps) {
  return (
    <CardScreen titleId="order-title" title={`Заказ № ${props.order.number}`} back={{ href: paths.orders, text: '← Ко всем заказам' }}>
      <OrderDetails {...props} />
    </CardScreen>
  );
}
