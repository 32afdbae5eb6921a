'use client';

import type { FilterDraft } from '@/components/list/filter-bar';
import { YesNoField } from '@/components/list/yes-no-field';
import type { CategoryOption } from '@/lib/catalog/api';
import type { CategoryFilter } from '@/lib/catalog/filters';
import { CategoryFilterSelect } from './category-filter-select';

/** The categories filter: the parent category and activity. */
export function CategoryFilterFields({ draft, parents }: { draft: FilterDraft<CategoryFilter>; parents: readonly CategoryOption[] }) {
  return (
    <>
      <CategoryFilterSelect label="Родительская категория" options={parents} value={draft.value.parentId} onChange={(id) => draft.set('parentId', id)} />
      <YesNoField legend="Активность" value={draft.value.active} onChange={(value) => draft.set('active', value)} />
    </>
  );
}
