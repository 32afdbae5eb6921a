'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select-option';

export type SelectFieldProps<T extends FieldValues, O extends SelectOption> = Omit<SelectProps<O>, 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'> & {
  control: Control<T>;
  /** A field that holds the chosen option's numeric id, or null for none yet. */
  name: FieldPathByValue<T, number | null>;
};

/**
 * A form's choice of one option by its id (a category, a parent category): the Select bound to
 * the field, which keeps the id as a number and shows the field's message under it.
 */
export function SelectField<T extends FieldValues, O extends SelectOption>({ control, name, ...select }: SelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={field.value}
          onChange={(id) => field.onChange(Number(id))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
