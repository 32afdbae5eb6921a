import { Loader } from '@/components/ui/loader';

export default function ClientsLoading() {
  return <Loader label="Загрузка клиентов…" />;
}
