import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function PromoNotFound() {
  return <RecordNotFound title="Акция не найдена" href={paths.home} linkText="Перейти на главную" />;
}
