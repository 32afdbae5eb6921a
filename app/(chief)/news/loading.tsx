import { Loader } from '@/components/ui/loader';

export default function NewsLoading() {
  return <Loader label="Загрузка новостей…" />;
}
