import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function SectionNotFound() {
  return <RecordNotFound title="Раздел не найден" href={paths.home} linkText="Перейти на главную" />;
}
