import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function ClientNotFound() {
  return <RecordNotFound title="Клиент не найден" href={paths.clients} linkText="Вернуться к клиентам" />;
}
