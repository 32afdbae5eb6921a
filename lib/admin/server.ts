import 'server-only';
import { paths } from '../paths';
import { loadParsedList, loadRecordOrBack } from '../server/upstream/parsed';
import { ADMIN_COMPANIES_PATH, adminCompanyPath } from './api';
import { adminCompanyCardSchema, adminCompanySchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getAdminCompany = (id: number) => loadRecordOrBack(adminCompanyCardSchema, adminCompanyPath(id), paths.adminCompanies);
export const listAdminCompanies = (query: Query) => loadParsedList(adminCompanySchema, ADMIN_COMPANIES_PATH, query);
