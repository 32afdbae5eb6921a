'use client';

import { Select } from '@/components/ui/select';
import type { CategoryOption } from '@/lib/catalog/api';

export interface CategoryFilterSelectProps {
  label: string;
  options: readonly CategoryOption[];
  value: number | null;
  onChange: (id: number) => void;
}

/** A category of a catalogue filter panel (the parent of categories, the category of products): searchable, 'Любая' when unset. */
export function CategoryFilterSelect({ label, options, value, onChange }: CategoryFilterSelectProps) {
  return <Select label={label} placeholder="Любая" searchable options={options} value={value} onChange={(id) => onChange(Number(id))} />;
}
