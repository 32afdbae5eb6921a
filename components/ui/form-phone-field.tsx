'use client';

import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ANY_PHONE_MASK, PhoneField } from './phone-field';

interface FormPhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
  mask?: string;
  error?: string;
  disabled?: boolean;
}

/** A PhoneField wired to a react-hook-form field (value, change, blur, focus on error). */
export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  label = 'Телефон',
  mask = ANY_PHONE_MASK,
  error,
  disabled,
}: FormPhoneFieldProps<T>) {
  const {
    field: { value, onChange, onBlur, name: fieldName, ref },
  } = useController({ control, name });
  return (
    <PhoneField
      label={label}
      mask={mask}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      name={fieldName}
      ref={ref}
      error={error}
      disabled={disabled}
    />
  );
}
