import 'server-only';
import { paths } from '../paths';
import { loadItemOrError, loadParsedItem, loadParsedList, loadParsedRows, loadRecordOrBack } from '../server/upstream/parsed';
import { ADMIN_COMPANIES_DROPOUT_PATH, ADMIN_COMPANIES_PATH, ADMIN_PAYMENTS_PATH, ADMIN_PAYMENTS_TOTAL_PATH, ADMIN_SETTINGS_PATH, adminCompanyPath } from './api';
import { adminCompanyCardSchema, adminCompanySchema, companyOptionSchema, paymentsTotalSchema, platformPaymentSchema, platformSettingsSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getAdminCompany = (id: number) => loadRecordOrBack(adminCompanyCardSchema, adminCompanyPath(id), paths.adminCompanies);
export const listAdminCompanies = (query: Query) => loadParsedList(adminCompanySchema, ADMIN_COMPANIES_PATH, query);

export const listPlatformPayments = (query: Query) => loadParsedList(platformPaymentSchema, ADMIN_PAYMENTS_PATH, query);
/** The companies of the finance filter; a failure leaves the selector empty. */
export const listCompanyOptions = () => loadParsedRows(companyOptionSchema, ADMIN_COMPANIES_DROPOUT_PATH);

/** Not in the specification: shown in place of the totals when they cannot be loaded. */
const TOTAL_ERROR = 'Не удалось загрузить итоги';

/** The totals of the filter; a failure is logged (§8) and shown in place of the totals. */
export async function getPaymentsTotal(query: Query) {
  const { item, error } = await loadItemOrError(paymentsTotalSchema, ADMIN_PAYMENTS_TOTAL_PATH, TOTAL_ERROR, { query, tag: 'finance' });
  return { total: item, error };
}

/** The settings form opens with the saved settings; a failure is the error page with a retry, as before. */
export const getPlatformSettings = () => loadParsedItem(platformSettingsSchema, ADMIN_SETTINGS_PATH);
