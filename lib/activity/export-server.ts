import 'server-only';
import { csvDate } from '../lists/csv';
import { toApiQuery } from '../lists/query';
import { exportList, registerExports, type ExportColumn } from '../server/export/registry';
import { isSuccess, type ActivityEntry } from '../audit/entry';
import { actionName, resourceName } from '../audit/resources';
import { fieldsText } from './fields';
import { ACTIVITY_FILTER_KEYS } from './filter';
import { readActivityPage } from './server';

/**
 * The audit trail as CSV (/dashboard/export/activity and …/admin-activity): rows from the BFF's
 * own store, not from an upstream list call; the administrator's adds the company.
 */

const activityColumns = (withCompany: boolean): readonly ExportColumn<ActivityEntry>[] => [
  { header: 'Дата и время', value: (r) => csvDate(r.at, true) },
  { header: 'Пользователь', value: (r) => r.userName },
  ...(withCompany ? [{ header: 'Компания', value: (r: ActivityEntry) => r.tenant ?? '' }] : []),
  { header: 'Действие', value: (r) => actionName(r.method, r.resourceType, r.path) },
  { header: 'Объект', value: (r) => resourceName(r.resourceType) },
  { header: 'Запись', value: (r) => r.label },
  // As the screen shows them (the forms' labels), uncut.
  { header: 'Поля', value: (r) => (r.fields ? fieldsText(r.fields, r.resourceType, Number.POSITIVE_INFINITY) : '') },
  { header: 'Результат', value: (r) => (isSuccess(r) ? 'Успешно' : 'Ошибка') },
  { header: 'Ошибка', value: (r) => r.error ?? '' },
];

const activityList = (role: 'chief' | 'admin') =>
  exportList<ActivityEntry>({
    role,
    path: '',
    filterKeys: ACTIVITY_FILTER_KEYS,
    apiQuery: toApiQuery,
    columns: activityColumns(role === 'admin'),
    readOwnPage: async (session, search, page, perPage) => {
      const { rows, pagination } = await readActivityPage(session, search, page, perPage);
      return { rows, total: pagination.total, totalPages: pagination.totalPages };
    },
  });

export const activityExports = { activity: activityList('chief'), 'admin-activity': activityList('admin') };

registerExports(activityExports);
