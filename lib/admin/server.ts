import 'server-only';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { ADMIN_COMPANIES_DROPOUT_PATH, ADMIN_COMPANIES_PATH, ADMIN_PAYMENTS_PATH, ADMIN_PAYMENTS_TOTAL_PATH, ADMIN_SETTINGS_PATH, adminCompanyPath } from './api';
import { adminCompanyCardSchema, adminCompanySchema, companyOptionSchema, paymentsTotalSchema, platformPaymentSchema, platformSettingsSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getAdminCompany = (id: number) => loadRecord(adminCompanyCardSchema, adminCompanyPath(id), onError.back(paths.adminCompanies));
export const listAdminCompanies = (query: Query) => loadList(adminCompanySchema, ADMIN_COMPANIES_PATH, onError.list, query);

export const listPlatformPayments = (query: Query) => loadList(platformPaymentSchema, ADMIN_PAYMENTS_PATH, onError.list, query);
/** The companies of the finance filter; a failure leaves the selector empty. */
export const listCompanyOptions = () => loadList(companyOptionSchema, ADMIN_COMPANIES_DROPOUT_PATH, onError.empty);

/** Not in the specification: shown in place of the totals when they cannot be loaded. */
const TOTAL_ERROR = 'Не удалось загрузить итоги';

/** The totals of the filter; a failure is logged (§8) and shown in place of the totals. */
export async function getPaymentsTotal(query: Query) {
  const { item, error } = await loadRecord(paymentsTotalSchema, ADMIN_PAYMENTS_TOTAL_PATH, onError.own(TOTAL_ERROR, 'finance'), query);
  return { total: item, error };
}

/** The settings form opens with the saved settings; a failure is the error page with a retry, as before. */
export const getPlatformSettings = () => loadRecord(platformSettingsSchema, ADMIN_SETTINGS_PATH, onError.page);
