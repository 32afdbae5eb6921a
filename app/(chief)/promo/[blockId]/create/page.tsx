import type { Metadata } from 'next';
import { PromoForm } from '@/components/home/promo-form';
import { CATEGORY_OPTIONS_PATH, PARENT_CATEGORIES_QUERY } from '@/lib/home/catalogue';
import type { NamedOption } from '@/lib/home/types';
import { paths } from '@/lib/paths';
import { loadOptions, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новая акция' };

/** §2 /promo/{blockId}/create: the parent categories are loaded first. */
export default async function PromoCreatePage({ params }: { params: Promise<{ blockId: string }> }) {
  const blockId = requireNumericId((await params).blockId, paths.home);
  const categories = await loadOptions<NamedOption>(CATEGORY_OPTIONS_PATH, PARENT_CATEGORIES_QUERY);
  return <PromoForm blockId={blockId} categories={categories} />;
}
