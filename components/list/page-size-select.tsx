'use client';

import { Select } from '@/components/ui/select';
import { PAGE_SIZES } from '@/lib/lists/query';
import styles from './list-rows.module.css';

const OPTIONS = PAGE_SIZES.map((size) => ({ id: size, name: String(size) }));

export interface PageSizeSelectProps {
  perPage: number;
  onChange: (perPage: number) => void;
}

/** 15 / 50 / 100 rows a page; a size typed into the URL by hand shows as its own option. */
export function PageSizeSelect({ perPage, onChange }: PageSizeSelectProps) {
  const options = OPTIONS.some((o) => o.id === perPage) ? OPTIONS : [...OPTIONS, { id: perPage, name: String(perPage) }].sort((a, b) => a.id - b.id);
  return (
    <Select
      className={styles.pageSize}
      label="Показывать по"
      options={options}
      value={perPage}
      onChange={(size) => {
        if (size !== perPage) onChange(size);
      }}
    />
  );
}
