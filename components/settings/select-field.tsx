'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select-option';

export interface SelectFieldProps<V extends FieldValues> {
  control: Control<V>;
  /** A string field of the form; the chosen option's id is stored as text. */
  name: Path<V>;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  error?: string;
}

/** A Select bound to a react-hook-form string field (an empty value shows the placeholder). */
export function SelectField<V extends FieldValues>({ control, name, label, placeholder, options, error }: SelectFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          options={options}
          value={field.value || null}
          onChange={(value) => field.onChange(String(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
