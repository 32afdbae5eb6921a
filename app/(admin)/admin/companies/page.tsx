import type { Metadata } from 'next';
import { CompaniesList } from '@/components/admin/companies-list';
import { COMPANY_FILTER_KEYS, companyListApiQuery } from '@/lib/admin/filters';
import { ADMIN_COMPANIES_PATH } from '@/lib/admin/api';
import type { AdminCompany } from '@/lib/admin/types';
import { parseListQuery } from '@/lib/lists/query';
import { loadList } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Компании' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /admin/companies: the first page of rows is in the HTML; search, filters and page come from the URL. */
export default async function AdminCompaniesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: COMPANY_FILTER_KEYS });
  const { rows, pagination, error } = await loadList<AdminCompany>(ADMIN_COMPANIES_PATH, companyListApiQuery(query));
  return <CompaniesList companies={rows} pagination={pagination} error={error} />;
}
