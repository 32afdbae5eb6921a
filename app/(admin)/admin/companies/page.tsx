import type { Metadata } from 'next';
import { CompaniesList } from '@/components/admin/companies-list';
import { COMPANY_FILTER_KEYS, companyListApiQuery } from '@/lib/admin/filters';
import { listAdminCompanies } from '@/lib/admin/server';
import { parseListQuery } from '@/lib/lists/query';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Компании' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /admin/companies: the first page of rows is in the HTML; search, filters and page come from the URL. */
export default async function AdminCompaniesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: COMPANY_FILTER_KEYS });
  const [{ rows, pagination, error }, views] = await Promise.all([
    listAdminCompanies(companyListApiQuery(query)),
    loadViewTabs('companies', COMPANY_FILTER_KEYS, (view) => listAdminCompanies(companyListApiQuery(view))),
  ]);
  return <CompaniesList companies={rows} pagination={pagination} error={error} views={views} />;
}
