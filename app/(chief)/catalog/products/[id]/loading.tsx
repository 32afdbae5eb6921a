import { Loader } from '@/components/ui/loader';

/** An item screen: a spinner rather than the list skeleton of the segment above. */
export default function Loading() {
  return <Loader label="Загрузка товара…" />;
}
