import { Loader } from '@/components/ui/loader';

export default function FinanceLoading() {
  return <Loader label="Загрузка финансов…" />;
}
