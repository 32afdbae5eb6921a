import type { Metadata } from 'next';
import { PromoForm } from '@/components/home/promo-form';
import { CATEGORY_OPTIONS_PATH, PARENT_CATEGORIES_QUERY } from '@/lib/home/catalogue';
import { promoPath, type NamedOption, type PromoPage } from '@/lib/home/types';
import { paths } from '@/lib/paths';
import { loadItemOrBack, loadOptions, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Акция' };

type Params = Promise<{ blockId: string; promoId: string }>;

/** §2 /promo/{blockId}/edit/{promoId}: categories first, then the promo; a failed load goes back home. */
export default async function PromoEditPage({ params }: { params: Params }) {
  const raw = await params;
  const blockId = requireNumericId(raw.blockId, paths.home);
  const promoId = requireNumericId(raw.promoId, paths.home);
  const categories = await loadOptions<NamedOption>(CATEGORY_OPTIONS_PATH, PARENT_CATEGORIES_QUERY);
  const promo = await loadItemOrBack<PromoPage>(promoPath(blockId, promoId), paths.home);
  return <PromoForm key={promo.id} blockId={blockId} promo={promo} categories={categories} />;
}
