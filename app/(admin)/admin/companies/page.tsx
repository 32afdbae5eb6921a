import type { Metadata } from 'next';
import { CompaniesTable } from '@/components/admin/companies-table';
import type { AdminCompany } from '@/lib/api/admin-types';
import type { ListEnvelope } from '@/lib/api/list-types';
import { loadUpstream } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Компании' };

export default async function AdminCompaniesPage() {
  const { data } = await loadUpstream<ListEnvelope<AdminCompany>>('admin/companies', { page: 1, perPage: 15 });
  return <CompaniesTable companies={data.data} total={data.pagination.total} />;
}
