import { RecordNotFound } from '@/components/ui/record-not-found';
import { paths } from '@/lib/paths';

export default function OfferNotFound() {
  return <RecordNotFound title="Торговое предложение не найдено" href={paths.catalogProducts} linkText="Вернуться к товарам" />;
}
