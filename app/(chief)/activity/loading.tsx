import { ListSkeleton } from '@/components/list/list-skeleton';

export default function ActivityLoading() {
  return <ListSkeleton label="Загрузка журнала действий…" columns={6} />;
}
