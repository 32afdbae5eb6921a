import { Loader } from '@/components/ui/loader';

export default function OrdersLoading() {
  return <Loader label="Загрузка заказов…" />;
}
