import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function NewsItemNotFound() {
  return <RecordNotFound title="Публикация не найдена" href={paths.news} linkText="Вернуться к новостям" />;
}
