import type { ReactNode, Ref } from 'react';

/** An option of Select and MultiSelect. */
export interface SelectOption {
  id: string | number;
  name: string;
  /** Drawn before the name. */
  icon?: ReactNode;
  /** Image drawn before the name (e.g. an icon the server sends as a link). */
  url?: string;
  /** Caller's payload carried along untouched (e.g. a period's date range). */
  interval?: unknown;
}

/** What Select and MultiSelect have in common; each adds its own `value` and `onChange`. */
export interface SelectBaseProps<O extends SelectOption> {
  label: string;
  options: readonly O[];
  placeholder?: string;
  /** Typing into the field filters the options. */
  searchable?: boolean;
  /** The label stays the accessible name but is not shown. */
  hideLabel?: boolean;
  error?: string;
  /** Marks the label and tells assistive technology (`aria-required`): a choice must be made. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** react-hook-form's `field.onBlur`. */
  onBlur?: () => void;
  /** react-hook-form's `field.ref`, so a failed submit can focus the field. */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/** At most this many options are rendered (§9); searching reaches the rest. */
export const OPTION_LIMIT = 1000;
/** Dropdown height limit in px (§9). */
export const DROPDOWN_MAX_HEIGHT = 300;

export const EMPTY_LIST_TEXT = 'Список пуст';
export const NOT_FOUND_TEXT = 'Не найдено';

export function filterOptions<O extends SelectOption>(options: readonly O[], query: string): O[] {
  const needle = query.trim().toLocaleLowerCase('ru');
  const matching = needle ? options.filter((o) => o.name.toLocaleLowerCase('ru').includes(needle)) : options;
  return matching.slice(0, OPTION_LIMIT);
}

export function optionDomId(listId: string, index: number) {
  return `${listId}-option-${index}`;
}

/** What the closed field shows: one chosen option by name, several as 'Выбрано: N'. */
export function multiSelectSummary(value: readonly SelectOption['id'][], options: readonly SelectOption[]): string {
  if (value.length === 0) return '';
  if (value.length === 1) {
    const only = options.find((o) => o.id === value[0]);
    if (only) return only.name;
  }
  return `Выбрано: ${value.length}`;
}
