'use client';

import { useId, useMemo } from 'react';
import { mergeRefs } from './merge-refs';
import { SelectDropdown } from './select-dropdown';
import { multiSelectSummary, type SelectBaseProps, type SelectOption } from './select-option';
import { useSelectList } from './use-select-list';
import { SelectFrame } from './select-frame';
import styles from './select.module.css';

export interface MultiSelectProps<O extends SelectOption = SelectOption> extends SelectBaseProps<O> {
  /** Ids of the chosen options. */
  value: readonly O['id'][] | null | undefined;
  /** The new ids, in the order they were chosen, and their options. */
  onChange: (value: O['id'][], options: O[]) => void;
}

/** A multiselect with checkbox options; choosing toggles an option and keeps the list open. */
export function MultiSelect<O extends SelectOption>({
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
}: MultiSelectProps<O>) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const listId = `${autoId}-list`;
  const errorId = `${autoId}-error`;
  const chosen = useMemo(() => value ?? [], [value]);
  const summary = multiSelectSummary(chosen, options);
  const controlRef = useMemo(() => mergeRefs<HTMLElement>(ref), [ref]);
  const isSelected = (option: O) => chosen.includes(option.id);

  const toggle = (option: O) => {
    const next = isSelected(option) ? chosen.filter((v) => v !== option.id) : [...chosen, option.id];
    onChange(
      next,
      next.map((v) => options.find((o) => o.id === v)).filter((o): o is O => o !== undefined),
    );
  };

  const { anchorRef, dropdownRef, ...list } = useSelectList({
    listId,
    options,
    searchable,
    disabled,
    multiple: true,
    isSelected,
    onPick: toggle,
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
            value={list.open ? list.query : summary}
            placeholder={list.open ? summary || placeholder : placeholder}
            onChange={(event) => list.changeQuery(event.target.value)}
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
            {summary ? <span className={styles.value}>{summary}</span> : <span className={styles.placeholder}>{placeholder}</span>}
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
            multiple
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
