'use client';

import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { OptionLabel } from './option-label';
import { optionDomId, type SelectOption } from './select-option';
import type { Floating } from './use-floating';
import styles from './select-dropdown.module.css';

interface SelectDropdownProps<O extends SelectOption> {
  /** Listbox id; option ids derive from it. */
  id: string;
  labelledBy: string;
  floating: Floating;
  dropdownRef: RefObject<HTMLDivElement | null>;
  options: readonly O[];
  activeIndex: number;
  isSelected: (option: O) => boolean;
  multiple?: boolean;
  /** 'Список пуст' or 'Не найдено' instead of the list. */
  emptyText: string | null;
  onPick: (option: O) => void;
  onActivate: (index: number) => void;
}

/** The floating listbox of Select and MultiSelect. */
export function SelectDropdown<O extends SelectOption>({
  id,
  labelledBy,
  floating,
  dropdownRef,
  options,
  activeIndex,
  isSelected,
  multiple = false,
  emptyText,
  onPick,
  onActivate,
}: SelectDropdownProps<O>) {
  return createPortal(
    // Pressing inside must not take focus from the combobox.
    <div ref={dropdownRef} className={styles.dropdown} style={floating.style} onMouseDown={(e) => e.preventDefault()}>
      {emptyText !== null ? (
        <div className={styles.empty} role="status">
          {emptyText}
        </div>
      ) : (
        <ul id={id} className={styles.list} role="listbox" aria-labelledby={labelledBy} aria-multiselectable={multiple || undefined}>
          {options.map((option, index) => {
            const selected = isSelected(option);
            return (
              <li
                key={`${typeof option.id}:${option.id}`}
                id={optionDomId(id, index)}
                role="option"
                aria-selected={selected}
                className={styles.option}
                data-active={index === activeIndex || undefined}
                onMouseMove={() => {
                  if (index !== activeIndex) onActivate(index);
                }}
                onClick={() => onPick(option)}
              >
                {multiple && <span className={styles.check} data-checked={selected || undefined} aria-hidden="true" />}
                <OptionLabel option={option} />
                {!multiple && selected && <span className={styles.tick} aria-hidden="true" />}
              </li>
            );
          })}
        </ul>
      )}
    </div>,
    floating.container,
  );
}
