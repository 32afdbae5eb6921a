import { Loader } from '@/components/ui/loader';

export default function ShopsLoading() {
  return <Loader label="Загрузка магазинов…" />;
}
