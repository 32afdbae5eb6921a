'use client';

import { useMemo } from 'react';
import { SelectBox } from './select-box';
import { multiSelectSummary, type SelectBaseProps, type SelectOption } from './select-option';
import styles from './select.module.css';

export interface MultiSelectProps<O extends SelectOption = SelectOption> extends SelectBaseProps<O> {
  /** Ids of the chosen options. */
  value: readonly O['id'][] | null | undefined;
  /** The new ids, in the order they were chosen, and their options. */
  onChange: (value: O['id'][], options: O[]) => void;
}

/** A multiselect with checkbox options; choosing toggles an option and keeps the list open. */
export function MultiSelect<O extends SelectOption>({ value, onChange, ...props }: MultiSelectProps<O>) {
  const { options } = props;
  const chosen = useMemo(() => value ?? [], [value]);
  const summary = multiSelectSummary(chosen, options);
  const isSelected = (option: O) => chosen.includes(option.id);

  const toggle = (option: O) => {
    const next = isSelected(option) ? chosen.filter((v) => v !== option.id) : [...chosen, option.id];
    onChange(
      next,
      next.map((v) => options.find((o) => o.id === v)).filter((o): o is O => o !== undefined),
    );
  };

  return (
    <SelectBox
      {...props}
      multiple
      isSelected={isSelected}
      onPick={toggle}
      text={summary}
      shown={summary ? <span className={styles.value}>{summary}</span> : undefined}
    />
  );
}
