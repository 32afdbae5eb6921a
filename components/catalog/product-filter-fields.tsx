'use client';

import type { FilterDraft } from '@/components/list/filter-bar';
import { YES_NO_OPTIONS } from '@/components/list/yes-no';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import type { CategoryOption } from '@/lib/catalog/api';
import { BASE_PRICE_OPTIONS, basePriceLabel, type Availability, type ProductFilter } from '@/lib/catalog/filters';
import { CategoryFilterSelect } from './category-filter-select';

const AVAILABILITY: { value: Availability; label: string }[] = [
  { value: 'inStock', label: 'В наличии' },
  { value: 'byOrder', label: 'Нет в наличии' },
];

const PRICE_OPTIONS: { id: number; name: string }[] = BASE_PRICE_OPTIONS.map((value) => ({ id: value, name: basePriceLabel(value) }));

/** §2 products filter: the category (§3 parentId), activity, availability and the minimum base price. */
export function ProductFilterFields({ draft, categories }: { draft: FilterDraft<ProductFilter>; categories: readonly CategoryOption[] }) {
  return (
    <>
      <CategoryFilterSelect label="Категория" options={categories} value={draft.value.categoryId} onChange={(id) => draft.set('categoryId', id)} />
      <RadioGroup legend="Активность" options={YES_NO_OPTIONS} value={draft.value.active} onChange={(value) => draft.set('active', value)} />
      <RadioGroup legend="Наличие" options={AVAILABILITY} value={draft.value.availability} onChange={(value) => draft.set('availability', value)} />
      <Select
        label="Базовая цена"
        placeholder="Любая"
        options={PRICE_OPTIONS}
        value={draft.value.basePriceFrom}
        onChange={(value) => draft.set('basePriceFrom', Number(value))}
      />
    </>
  );
}
