import type { Metadata } from 'next';
import { ActivityList } from '@/components/activity/activity-list';
import { loadActivity } from '@/lib/activity/server';
import { listCompanyOptions } from '@/lib/admin/server';

export const metadata: Metadata = { title: 'Журнал действий' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /admin/activity: every company's audit trail, with a company filter. */
export default async function AdminActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ rows, pagination, error, users, companies }, options] = await Promise.all([loadActivity(await searchParams), listCompanyOptions()]);
  // Companies the upstream no longer lists still have their entries: shown by number.
  const named = companies.map((id) => ({ id, name: options.find((option) => option.id === id)?.name || `Компания №${id}` }));
  return <ActivityList entries={rows} pagination={pagination} error={error} users={users} companies={named} />;
}
