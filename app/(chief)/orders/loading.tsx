import { ListSkeleton } from '@/components/list/list-skeleton';

/** The list's own shape while it loads (its item screens have their own loading.tsx). */
export default function OrdersLoading() {
  return <ListSkeleton label="Загрузка заказов…" columns={7} />;
}
