'use client';

import { OptionLabel } from './option-label';
import { SelectBox } from './select-box';
import type { SelectBaseProps, SelectOption } from './select-option';

export interface SelectProps<O extends SelectOption = SelectOption> extends SelectBaseProps<O> {
  /** The chosen option's id; null or undefined for none. */
  value: O['id'] | null | undefined;
  onChange: (value: O['id'], option: O) => void;
}

/** A single select (combobox + listbox). Controlled: pass `value` and `onChange`. */
export function Select<O extends SelectOption>({ value, onChange, ...props }: SelectProps<O>) {
  const selected = value === null || value === undefined ? undefined : props.options.find((o) => o.id === value);
  return (
    <SelectBox
      {...props}
      multiple={false}
      isSelected={(option) => option.id === selected?.id}
      onPick={(option) => onChange(option.id, option)}
      text={selected?.name ?? ''}
      shown={selected && <OptionLabel option={selected} />}
    />
  );
}
