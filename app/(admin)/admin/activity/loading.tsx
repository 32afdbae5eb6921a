import { ListSkeleton } from '@/components/list/list-skeleton';

export default function AdminActivityLoading() {
  return <ListSkeleton label="Загрузка журнала действий…" columns={7} />;
}
