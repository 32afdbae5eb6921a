import { Loader } from '@/components/ui/loader';

export default function CatalogLoading() {
  return <Loader label="Загрузка каталога…" />;
}
