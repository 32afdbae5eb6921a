import type { Metadata } from 'next';
import { ActivityList } from '@/components/activity/activity-list';
import { loadActivity } from '@/lib/activity/server';
import { tenantName } from '@/lib/activity/tenant-name';
import { listCompanyOptions } from '@/lib/admin/server';

export const metadata: Metadata = { title: 'Журнал действий' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /admin/activity: every company's audit trail, with a company filter (by tenant). */
export default async function AdminActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ rows, pagination, error, users, tenants }, options] = await Promise.all([loadActivity(await searchParams), listCompanyOptions()]);
  const named = tenants.map((tenant) => ({ id: tenant, name: tenantName(tenant, options) }));
  return <ActivityList entries={rows} pagination={pagination} error={error} users={users} companies={named} />;
}
