import { redirect } from 'next/navigation';
import { paths } from '@/lib/paths';

/** §2: /catalog opens on its products tab. */
export default function CatalogPage() {
  redirect(paths.catalogProducts);
}
