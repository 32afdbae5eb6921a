import 'server-only';
import { csvDate } from '../lists/csv';
import { exportList, registerExports, yesNo } from '../server/export/registry';
import { ADMIN_COMPANIES_PATH } from './api';
import { companyListApiQuery, COMPANY_FILTER_KEYS } from './filters';
import { APP_STATE_LABELS, type AdminCompany } from './types';

/** The administrator's companies as CSV (/dashboard/export/companies). */
export const companiesExport = exportList<AdminCompany>({
  role: 'admin',
  path: ADMIN_COMPANIES_PATH,
  filterKeys: COMPANY_FILTER_KEYS,
  apiQuery: companyListApiQuery,
  columns: [
    { header: 'Компания', value: (r) => r.name },
    { header: 'Город', value: (r) => r.city ?? '' },
    { header: 'ИНН', value: (r) => r.inn ?? '' },
    { header: 'Приложение', value: (r) => (r.appState ? APP_STATE_LABELS[r.appState] : '') },
    { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активна', 'Не активна') },
    { header: 'Регистрация', value: (r) => csvDate(r.createdAt) },
  ],
});

registerExports({ companies: companiesExport });
