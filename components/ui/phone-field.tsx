'use client';

import { useEffect, useMemo, useRef, type Ref } from 'react';
import { useIMask } from 'react-imask';
import { TextField } from '@/components/ui/text-field';
import { mergeRefs } from '@/components/ui/merge-refs';

/** §2 registration mask '+7 9## ###-##-##': a mobile number. */
export const MOBILE_PHONE_MASK = '+{7} {9}00 000-00-00';
/** '+7 ### ###-##-##': any Russian number, landlines included (a company's contact phone). */
export const ANY_PHONE_MASK = '+{7} 000 000-00-00';

export interface PhoneFieldProps {
  label: string;
  /** The masked value ('+7 916 123-45-67'); react-hook-form's `field.value`. */
  value: string;
  /** Called with the masked value as it is typed; react-hook-form's `field.onChange`. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  mask?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  name?: string;
  /** react-hook-form's `field.ref`, so a failed submit can focus the field. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone input with an input mask (react-imask; react-input-mask does not work with React 19).
 * The mask owns the DOM value; the form gets the masked text through `onChange`.
 */
export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  mask = MOBILE_PHONE_MASK,
  error,
  hint,
  disabled,
  name,
  ref,
}: PhoneFieldProps) {
  // The options object must keep its identity, or the hook rebuilds the mask every render.
  const options = useMemo(() => ({ mask }), [mask]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const {
    ref: inputRef,
    maskRef,
    setValue,
  } = useIMask<HTMLInputElement>(options, {
    onAccept: (accepted) => onChangeRef.current(accepted),
    defaultValue: value,
  });
  const mergedRef = useMemo(() => mergeRefs<HTMLInputElement>(inputRef, ref), [inputRef, ref]);

  // A value set from outside (a form reset, a remembered phone) goes into the mask.
  useEffect(() => {
    if (maskRef.current && maskRef.current.value !== value) setValue(value);
  }, [value, maskRef, setValue]);

  return (
    <TextField
      label={label}
      ref={mergedRef}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 ___ ___-__-__"
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}
