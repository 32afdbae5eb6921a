'use client';

import { chipText, searchChip, withoutChip, type FilterChip } from '@/lib/lists/filter-chips';
import type { useListTransition } from './use-list-transition';
import styles from './filter-chips.module.css';

export interface FilterChipsProps {
  /** The list's useListTransition: the applied query, and the navigation a removal runs in. */
  transition: Pick<ReturnType<typeof useListTransition>, 'list' | 'run'>;
  /** The screen's applied filters as chips; the search chip is added here. */
  chips: readonly FilterChip[];
}

/** The applied search and filters above a list, each with a button that removes just it (page 1). */
export function FilterChips({ transition: { list, run }, chips }: FilterChipsProps) {
  const search = searchChip(list.query);
  const all = search ? [search, ...chips] : chips;
  if (all.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Активные фильтры">
      {all.map((chip) => {
        const text = chipText(chip);
        return (
          <li key={chip.id} className={styles.chip}>
            <span className={styles.text}>{text}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Убрать фильтр «${text}»`}
              onClick={() => run(() => list.navigate(withoutChip(list.query, chip)))}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
