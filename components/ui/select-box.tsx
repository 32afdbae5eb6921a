'use client';

import { useId, useMemo, type ReactNode } from 'react';
import { mergeRefs } from './merge-refs';
import { SelectDropdown } from './select-dropdown';
import { SelectFrame } from './select-frame';
import type { SelectBaseProps, SelectOption } from './select-option';
import { useSelectList } from './use-select-list';
import styles from './select.module.css';

interface SelectBoxProps<O extends SelectOption> extends SelectBaseProps<O> {
  multiple: boolean;
  isSelected: (option: O) => boolean;
  onPick: (option: O) => void;
  /** What the closed control says: the chosen option's name, or the multi-select's summary ('' for none). */
  text: string;
  /** The same, drawn in the control that is not searchable; undefined for none (the placeholder shows). */
  shown: ReactNode | undefined;
}

/**
 * The combobox and its list, for Select (one option) and MultiSelect (a set): searchable, it is an
 * <input> whose text filters the list; otherwise a focusable div that opens it.
 */
export function SelectBox<O extends SelectOption>({
  label,
  options,
  placeholder,
  searchable = false,
  hideLabel = false,
  error,
  required = false,
  disabled = false,
  id,
  onBlur,
  ref,
  className,
  multiple,
  isSelected,
  onPick,
  text,
  shown,
}: SelectBoxProps<O>) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const listId = `${autoId}-list`;
  const errorId = `${autoId}-error`;
  const controlRef = useMemo(() => mergeRefs<HTMLElement>(ref), [ref]);
  const { anchorRef, dropdownRef, ...list } = useSelectList({ listId, options, searchable, disabled, multiple, isSelected, onPick, onBlur });

  const shared = {
    ...list.comboboxProps,
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? errorId : undefined,
    onKeyDown: list.onKeyDown,
    onBlur: list.onControlBlur,
  };

  return (
    <SelectFrame
      className={className}
      label={label}
      labelId={labelId}
      // A div combobox is not labelable: it takes its name from aria-labelledby instead.
      labelFor={searchable ? controlId : undefined}
      hideLabel={hideLabel}
      required={required}
      anchorRef={anchorRef}
      open={list.open}
      control={
        searchable ? (
          <input
            {...shared}
            ref={controlRef}
            className={styles.input}
            type="text"
            autoComplete="off"
            aria-autocomplete="list"
            disabled={disabled}
            value={list.open ? list.query : text}
            placeholder={list.open ? text || placeholder : placeholder}
            onChange={(event) => list.changeQuery(event.target.value)}
            // Typing right after tabbing in replaces the shown text instead of appending to it.
            onFocus={(event) => event.target.select()}
            onClick={() => {
              if (!list.open) list.openList();
            }}
          />
        ) : (
          <div
            {...shared}
            ref={controlRef}
            className={styles.input}
            tabIndex={disabled ? -1 : 0}
            aria-haspopup="listbox"
            aria-labelledby={labelId}
            aria-disabled={disabled || undefined}
            onClick={() => (list.open ? list.close() : list.openList())}
          >
            {shown ?? <span className={styles.placeholder}>{placeholder}</span>}
          </div>
        )
      }
      dropdown={
        list.floating && (
          <SelectDropdown
            id={listId}
            labelledBy={labelId}
            floating={list.floating}
            dropdownRef={dropdownRef}
            options={list.visible}
            activeIndex={list.activeIndex}
            isSelected={isSelected}
            multiple={multiple}
            emptyText={list.emptyText}
            onPick={list.pick}
            onActivate={list.setActive}
          />
        )
      }
      error={error}
      errorId={errorId}
    />
  );
}
