import type { AppState, PlatformSettings } from './types';
import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export const ADMIN_COMPANIES_PATH = 'admin/companies';
export const ADMIN_COMPANIES_DROPOUT_PATH = 'admin/companies/dropout';
export const ADMIN_PAYMENTS_PATH = 'admin/finance/payments';
export const ADMIN_PAYMENTS_TOTAL_PATH = 'admin/finance/payments/total';
export const ADMIN_SETTINGS_PATH = 'admin/settings';

export const adminCompanyPath = (id: number | string) => `${ADMIN_COMPANIES_PATH}/${encodeURIComponent(String(id))}`;

export type CompanyPatch = { isActive: boolean } | { appState: AppState } | { isActive: boolean; appState: AppState };

/** The administrator's changes; failures reach the caller as ApiError with the server's data (§8). */
export const adminApi = {
  updateCompany: (id: number, patch: CompanyPatch) =>
    api.patch<unknown>(adminCompanyPath(id), patch).then((body) => readAnswer(schemas, (s) => s.adminCompanyCardSchema, body, id)),
  updateSettings: (patch: Partial<PlatformSettings>) =>
    api.patch<unknown>(ADMIN_SETTINGS_PATH, patch).then((body) => readAnswer(schemas, (s) => s.platformSettingsSchema, body)),
};
