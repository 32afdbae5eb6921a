'use client';

import { get, useFormContext, useFormState, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@/components/ui/checkbox';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/**
 * A field of the form around it (AppFormView provides it): its registration and its error
 * message, so a form names the field once instead of writing `register('x')` and
 * `error={errors.x?.message}` by hand.
 */
export function useField<V extends FieldValues = FieldValues>(name: Path<V>): { registration: UseFormRegisterReturn; error: string | undefined } {
  const form = useFormContext<V>();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return { registration: form.register(name), error: error?.message };
}

type Bound<P> = Omit<P, 'registration' | 'error' | 'name'> & { name: string };

/** A text field bound by name to the form around it. */
export function Field({ name, ...props }: Bound<TextFieldProps>) {
  return <TextField {...props} {...useField(name)} />;
}

/** A checkbox bound by name to the form around it. */
export function CheckboxField({ name, ...props }: Bound<CheckboxProps>) {
  return <Checkbox {...props} {...useField(name)} />;
}
