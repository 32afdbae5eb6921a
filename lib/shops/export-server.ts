import 'server-only';
import { formatPhone } from '../format/format';
import { toApiQuery } from '../lists/query';
import { exportList, registerExports, yesNo } from '../server/export/registry';
import { SHOP_FILTER_KEYS, SHOPS_PATH, type Shop } from './api';

/** The shops' CSV export (/dashboard/export/shops). */
export const shopsExport = exportList<Shop>({
  role: 'chief',
  path: SHOPS_PATH,
  filterKeys: SHOP_FILTER_KEYS,
  apiQuery: toApiQuery,
  columns: [
    { header: 'Адрес', value: (r) => r.address },
    { header: 'Город', value: (r) => r.city },
    { header: 'Телефон', value: (r) => formatPhone(r.phone) },
    { header: 'Часы работы', value: (r) => r.workingHours },
    { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активен', 'Не активен') },
  ],
});

registerExports({ shops: shopsExport });
