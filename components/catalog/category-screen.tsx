import { CardScreen } from '@/components/layout/card-screen';
import type { Category, CategoryOption } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';
import { CategoryForm } from './category-form';

/** §2 /catalog/categories/create and /catalog/categories/{id}; the category and the parents are loaded before it opens. */
export function CategoryScreen({ category, parents, parentId }: { category?: Category; parents: CategoryOption[]; parentId?: number | null }) {
  return (
    <CardScreen titleId="category-title" title={category ? category.name : 'Новая категория'} back={{ href: paths.catalogCategories, text: '← Ко всем категориям' }}>
      <CategoryForm category={category} parents={parents} parentId={parentId} />
    </CardScreen>
  );
}
