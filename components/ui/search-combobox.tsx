'use client';

import { useId, type KeyboardEvent, type Ref } from 'react';
import { Button } from './button';
import { GroupedListbox, listOptionId, type GroupedListboxProps } from './grouped-listbox';
import { TextField } from './text-field';
import styles from './search-combobox.module.css';

/** The listbox's own props (groups, active, onChoose, onHover, renderOption) pass through. */
export interface SearchComboboxProps<T> extends Omit<GroupedListboxProps<T>, 'id' | 'label'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  enterKeyHint?: 'go' | 'search';
  /** The line under the input, read out as it changes (hint, loading, found, empty, failure). */
  status: string;
  statusIsError?: boolean;
  loading: boolean;
  /** Shown as «Повторить поиск» when the search failed. */
  onRetry?: (() => void) | null;
  listLabel: string;
  /** Whether the listbox shows (it also needs options). */
  open: boolean;
}

/**
 * A search input with a listbox of grouped results under it (in the flow, so it fits a phone
 * popup): the combobox ARIA wiring, a live status line and a retry; the caller owns the query,
 * the search and the keys (use-remote-search, use-active-option).
 */
export function SearchCombobox<T>({
  label,
  value,
  onChange,
  onKeyDown,
  onFocus,
  onBlur,
  inputRef,
  placeholder,
  enterKeyHint = 'search',
  status,
  statusIsError = false,
  loading,
  onRetry,
  listLabel,
  open,
  groups,
  active,
  onChoose,
  onHover,
  renderOption,
}: SearchComboboxProps<T>) {
  const listId = useId();
  const showList = open && groups.length > 0;
  return (
    <div className={styles.combobox}>
      <TextField
        ref={inputRef}
        label={label}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint={enterKeyHint}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? listOptionId(listId, active) : undefined}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        hint={
          <span role="status" className={statusIsError ? styles.error : undefined}>
            {status}
          </span>
        }
      />
      {onRetry && (
        <Button variant="link" className={styles.retry} onClick={onRetry}>
          Повторить поиск
        </Button>
      )}
      {showList && (
        <GroupedListbox
          id={listId}
          label={listLabel}
          groups={groups}
          active={active}
          onChoose={onChoose}
          onHover={onHover}
          renderOption={renderOption}
        />
      )}
    </div>
  );
}
