import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function CategoryNotFound() {
  return <RecordNotFound title="Категория не найдена" href={paths.catalogCategories} linkText="Вернуться к категориям" />;
}
