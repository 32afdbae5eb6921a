import type { Metadata } from 'next';
import { PromoForm } from '@/components/home/promo-form';
import { getPromo, listPromoCategories } from '@/lib/promo/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Акция' };

type Params = Promise<{ blockId: string; promoId: string }>;

/** §2 /promo/{blockId}/edit/{promoId}: categories first, then the promo; a failed load goes back home. */
export default async function PromoEditPage({ params }: { params: Params }) {
  const raw = await params;
  const blockId = requireNumericId(raw.blockId);
  const promoId = requireNumericId(raw.promoId);
  const categories = await listPromoCategories();
  const promo = await getPromo(blockId, promoId);
  return <PromoForm key={promo.id} blockId={blockId} promo={promo} categories={categories} />;
}
