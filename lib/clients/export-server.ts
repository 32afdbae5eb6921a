import 'server-only';
import { csvDate } from '../lists/csv';
import { formatPhone } from '../format/format';
import { toApiQuery } from '../lists/query';
import { exportList, registerExports } from '../server/export/registry';
import { CUSTOMERS_PATH, type CustomerRow } from './api';

/** The clients' CSV export (/dashboard/export/clients). */
export const clientsExport = exportList<CustomerRow>({
  role: 'chief',
  path: CUSTOMERS_PATH,
  filterKeys: [],
  apiQuery: toApiQuery,
  columns: [
    { header: 'Клиент', value: (r) => r.name },
    { header: 'Телефон', value: (r) => formatPhone(r.phone) },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Статус', value: (r) => r.status },
    { header: 'Бонусы', value: (r) => r.bonusBalance },
    { header: 'Заказов', value: (r) => r.ordersCount },
    { header: 'Дата регистрации', value: (r) => csvDate(r.createdAt) },
  ],
});

registerExports({ clients: clientsExport });
