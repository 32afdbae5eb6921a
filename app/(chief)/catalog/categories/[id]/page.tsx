import type { Metadata } from 'next';
import { quoted } from '@/lib/format/quote';
import { CategoryScreen } from '@/components/catalog/category-screen';
import { getCategory, listCategoryOptions } from '@/lib/catalog/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

/** The record in the tab's title, so open tabs can be told apart; the read is shared with the page. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const record = await getCategory(requireNumericId((await params).id));
  return { title: `Категория ${quoted(record.name)}` };
}

/** §2: the category is loaded before the screen opens; a failure goes back to the list. */
export default async function CategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const [category, parents] = await Promise.all([
    getCategory(id),
    listCategoryOptions(),
  ]);
  return <CategoryScreen key={`${category.id}-${category.image?.uuid ?? ''}`} category={category} parents={parents} />;
}
