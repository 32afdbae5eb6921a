'use client';

import dynamic from 'next/dynamic';
import { chipsOf, yesNoChip } from '@/lib/lists/filter-chips';
import { booleanFilter } from '@/lib/lists/query';
import type { ResourceFilter } from './resource-list';

// The filter fields show only in the panel 'Фильтры' opens: they load when the pointer or focus
// reaches that button, out of the list's first-load JS.
const YesNoField = dynamic(() => import('./yes-no-field').then((m) => m.YesNoField), { ssr: false });

/** A list's filter of one yes / no field (§2: unset until chosen), e.g. 'Опубликована' or 'Активность'. */
export function yesNoFilter<K extends string>(keys: readonly string[], key: K, legend: string, placeholder: string): ResourceFilter<Record<K, boolean | null>> {
  return {
    keys,
    of: (query) => ({ [key]: booleanFilter(query.filters[key]) }) as Record<K, boolean | null>,
    empty: { [key]: null } as Record<K, boolean | null>,
    patch: (draft) => ({ [key]: draft[key] }),
    placeholder,
    prepare: () => void import('./yes-no-field'),
    fields: (draft) => <YesNoField legend={legend} value={draft.value[key]} onChange={(value) => draft.set(key, value)} />,
    chips: (query) => chipsOf(yesNoChip(query, key, legend)),
  };
}
