'use client';

import { useId, useMemo } from 'react';
import { mergeRefs } from './merge-refs';
import { OptionLabel } from './option-label';
import { SelectDropdown } from './select-dropdown';
import type { SelectBaseProps, SelectOption } from './select-option';
import { useSelectList } from './use-select-list';
import { SelectFrame } from './select-frame';
import styles from './select.module.css';

export interface SelectProps<O extends SelectOption = SelectOption> extends SelectBaseProps<O> {
  /** The chosen option's id; null or undefined for none. */
  value: O['id'] | null | undefined;
  onChange: (value: O['id'], option: O) => void;
}

/** A single select (combobox + listbox). Controlled: pass `value` and `onChange`. */
export function Select<O extends SelectOption>({
  label,
  options,
  value,
  onChange,
  placeholder,
  searchable = false,
  hideLabel = false,
  error,
  disabled = false,
  id,
  onBlur,
  ref,
  className,
}: SelectProps<O>) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const listId = `${autoId}-list`;
  const errorId = `${autoId}-error`;
  const selected = value === null || value === undefined ? undefined : options.find((o) => o.id === value);
  const controlRef = useMemo(() => mergeRefs<HTMLElement>(ref), [ref]);

  const { anchorRef, dropdownRef, ...list } = useSelectList({
    listId,
    options,
    searchable,
    disabled,
    multiple: false,
    isSelected: (option) => option.id === selected?.id,
    onPick: (option) => onChange(option.id, option),
    onBlur,
  });

  const shared = {
    ...list.comboboxProps,
    id: controlId,
    'aria-invalid': error ? true : undefined,
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
            value={list.open ? list.query : (selected?.name ?? '')}
            placeholder={list.open ? (selected?.name ?? placeholder) : placeholder}
            onChange={(event) => list.changeQuery(event.target.value)}
            // Typing right after tabbing in replaces the shown name instead of appending to it.
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
            {selected ? <OptionLabel option={selected} /> : <span className={styles.placeholder}>{placeholder}</span>}
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
            isSelected={(option) => option.id === selected?.id}
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
