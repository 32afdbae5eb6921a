import type { Metadata } from 'next';
import { ActivityList } from '@/components/activity/activity-list';
import { loadActivity } from '@/lib/activity/server';

export const metadata: Metadata = { title: 'Журнал действий' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /activity: the company's audit trail, read from the BFF's own store. */
export default async function ActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const { rows, pagination, error, users } = await loadActivity(await searchParams);
  return <ActivityList entries={rows} pagination={pagination} error={error} users={users} />;
}
