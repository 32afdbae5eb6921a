'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select-option';

export type SelectFieldProps<T extends FieldValues, O extends SelectOption> = Omit<SelectProps<O>, 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'> & {
  control: Control<T>;
  /** A field holding the chosen option's id as the options have it (a number, or a text); null or '' for none yet. */
  name: FieldPathByValue<T, O['id'] | null>;
};

/**
 * A Select bound to a form field: the field keeps the chosen option's id, the placeholder shows
 * while it is empty, a failed submit can focus it, and the field's message shows under it.
 */
export function SelectField<T extends FieldValues, O extends SelectOption>({ control, name, ...select }: SelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={field.value === '' ? null : field.value}
          onChange={(id) => field.onChange(id)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
