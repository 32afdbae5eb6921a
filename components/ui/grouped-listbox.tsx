'use client';

import { useEffect, type ReactNode } from 'react';
import type { IndexedGroup } from '@/lib/lists/search-groups';
import styles from './grouped-listbox.module.css';

export interface GroupedListboxProps<T> {
  id: string;
  label: string;
  groups: readonly IndexedGroup<T>[];
  /** The running index of the highlighted option (-1: none). */
  active: number;
  renderOption: (item: T) => ReactNode;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}

/** The DOM id of option `index`: the combobox points at it with aria-activedescendant. */
export const listOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * A listbox of grouped search results for a combobox whose focus stays in its input: options
 * are chosen by the input's keys or a click (mouse down does not take the focus away).
 */
export function GroupedListbox<T>({ id, label, groups, active, renderOption, onChoose, onHover }: GroupedListboxProps<T>) {
  useEffect(() => {
    if (active < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(listOptionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  return (
    <div id={id} role="listbox" aria-label={label} className={styles.listbox} onMouseDown={(event) => event.preventDefault()}>
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`}>
          <div id={`${id}-${group.id}`} className={styles.groupTitle} role="presentation">
            {group.title}
          </div>
          {group.items.map((item, offset) => {
            const index = group.start + offset;
            return (
              <div
                key={index}
                id={listOptionId(id, index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                data-active={index === active ? '' : undefined}
                onClick={() => onChoose(index)}
                onMouseMove={() => {
                  if (index !== active) onHover(index);
                }}
              >
                {renderOption(item)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
