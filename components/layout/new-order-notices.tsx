'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ToastApi } from '@/components/ui/toast';
import { burstText, orderBurst, type Burst } from '@/lib/live/order-burst';
import { announceNewOrder } from '@/lib/live/order-notify';
import type { NewOrder } from '@/lib/orders/new-orders';
import { paths } from '@/lib/paths';

const NOTICE_MS = 10_000;
/** Up to this many orders a notice names each (a link to its card); more are only counted. */
const NAMED_MAX = 3;

export interface NewOrderNotices {
  add: (order: NewOrder) => void;
  stop: () => void;
}

/**
 * The notices of new orders, by burst (lib/live/order-burst.ts): one order is «Новый заказ №…»
 * linking to its card; several are one notice «Новых заказов: N — показать», naming up to three;
 * a burst that follows while it is shown updates it. Loaded with the first new order, not with
 * every screen.
 */
export function newOrderNotices(notify: ToastApi['notify']): NewOrderNotices {
  return orderBurst<NewOrder>(
    ({ orders, total, notice, named }: Burst<NewOrder>) => {
      const newest = orders[orders.length - 1]!;
      announceNewOrder(newest, orders.length);
      const single = total === 1 ? newest : null;
      notify({
        id: `new-orders-${notice}`,
        tone: 'info',
        timeoutMs: NOTICE_MS,
        text: single ? (
          <IntentLink href={paths.order(single.id)}>
            {burstText(1, single)}
          </IntentLink>
        ) : (
          <span>
            {burstText(total, null)}
            {named.map((order, index) => (
              <span key={order.id}>
                {index === 0 ? ': ' : ', '}
                <IntentLink href={paths.order(order.id)} aria-label={burstText(1, order)}>
                  №{order.number}
                </IntentLink>
              </span>
            ))}{' '}
            — <IntentLink href={paths.orders}>показать</IntentLink>
          </span>
        ),
      });
    },
    { shownMs: NOTICE_MS, nameUpTo: NAMED_MAX },
  );
}
