import { ListSkeleton } from '@/components/list/list-skeleton';

/** The list's own shape while it loads (its item screens have their own loading.tsx). */
export default function NewsLoading() {
  return <ListSkeleton label="Загрузка новостей…" columns={4} />;
}
