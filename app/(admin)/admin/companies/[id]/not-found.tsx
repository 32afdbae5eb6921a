import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function CompanyNotFound() {
  return <RecordNotFound title="Компания не найдена" href={paths.adminCompanies} linkText="Вернуться к компаниям" />;
}
