import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function ProductNotFound() {
  return <RecordNotFound title="Товар не найден" href={paths.catalogProducts} linkText="Вернуться к товарам" />;
}
