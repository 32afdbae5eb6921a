import 'server-only';
import { csvDate } from '../lists/csv';
import { formatPhone } from '../format/format';
import { exportList, registerExports, yesNo } from '../server/export/registry';
import { DELIVERY_TYPE_NAMES, ORDERS_PATH, type OrderSummary } from './api';
import { ORDER_FILTER_KEYS, orderListApiQuery } from './filter';

/** The orders' CSV export (/dashboard/export/orders): the list's columns under its filter. */
export const ordersExport = exportList<OrderSummary>({
  role: 'chief',
  path: ORDERS_PATH,
  filterKeys: ORDER_FILTER_KEYS,
  apiQuery: orderListApiQuery,
  columns: [
    { header: '№ заказа', value: (r) => r.number },
    { header: 'Дата', value: (r) => csvDate(r.createdAt, true) },
    { header: 'Клиент', value: (r) => r.customer?.name ?? '' },
    { header: 'Телефон клиента', value: (r) => formatPhone(r.customer?.phone) },
    { header: 'Получение', value: (r) => DELIVERY_TYPE_NAMES[r.deliveryType] ?? r.deliveryType },
    { header: 'Сумма', value: (r) => r.total },
    { header: 'Оплата', value: (r) => yesNo(r.isPaid, 'Оплачен', 'Не оплачен') },
    { header: 'Статус', value: (r) => r.status?.name ?? '' },
  ],
});

registerExports({ orders: ordersExport });
