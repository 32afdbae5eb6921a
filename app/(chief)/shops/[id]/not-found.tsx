import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function ShopNotFound() {
  return <RecordNotFound title="Магазин не найден" href={paths.shops} linkText="Вернуться к магазинам" />;
}
