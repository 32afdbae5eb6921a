import type { Metadata } from 'next';
import { PromoForm } from '@/components/home/promo-form';
import { listPromoCategories } from '@/lib/promo/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новая акция' };

/** §2 /promo/{blockId}/create: the parent categories are loaded first. */
export default async function PromoCreatePage({ params }: { params: Promise<{ blockId: string }> }) {
  const blockId = requireNumericId((await params).blockId);
  const categories = await listPromoCategories();
  return <PromoForm blockId={blockId} categories={categories} />;
}
