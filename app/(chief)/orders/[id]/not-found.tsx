import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function OrderNotFound() {
  return <RecordNotFound title="Заказ не найден" href={paths.orders} linkText="Вернуться к заказам" />;
}
