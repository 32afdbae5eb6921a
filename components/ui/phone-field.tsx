'use client';

import { useLayoutEffect, useMemo, useRef, type ChangeEvent, type Ref } from 'react';
import { TextField } from '@/components/ui/text-field';
import { mergeRefs } from '@/components/ui/merge-refs';
import { phoneFieldDigits, phoneFieldText, type PhoneKind } from '@/lib/format/phone';

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
  /** MOBILE_PHONE_MASK (the code must start with 9) or ANY_PHONE_MASK. */
  mask?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  name?: string;
  /** react-hook-form's `field.ref`, so a failed submit can focus the field. */
  ref?: Ref<HTMLInputElement>;
}

const kindOf = (mask: string): PhoneKind => (mask === MOBILE_PHONE_MASK ? 'mobile' : 'any');

/** Where the caret goes: after the same number of national digits as before the change. */
function caretAfterDigits(text: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return text === '' ? 0 : 3;
  let seen = 0;
  for (let i = 3; i < text.length; i += 1) {
    if (/\d/.test(text[i]!)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return text.length;
}

/**
 * A phone input shown as '+7 ### ###-##-##'. It reads whatever is typed or pasted through
 * lib/phone.ts, so '8 903 552-39-34', '+7 (903) 552 39 34' and '9035523934' all end as
 * '+7 903 552-39-34'; a fixed mask would have taken the 8 for the first digit of the code.
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
  const kind = kindOf(mask);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const mergedRef = useMemo(() => mergeRefs<HTMLInputElement>(inputRef, ref), [ref]);
  const shown = value ? phoneFieldText(phoneFieldDigits(value, kind)) : '';

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let raw = input.value;
    const at = input.selectionStart ?? raw.length;
    const atEnd = at >= raw.length;
    // Only a separator was erased: erase the digit before it, as the user meant.
    if (raw.length < shown.length && raw.replace(/\D/g, '') === shown.replace(/\D/g, '') && at > 0) {
      const before = raw.slice(0, at).replace(/\d(?=\D*$)/, '');
      raw = before + raw.slice(at);
    }
    const national = phoneFieldDigits(raw, kind);
    const next = phoneFieldText(national);
    // Digits (after the +7) left of the caret, so an edit in the middle keeps its place.
    const digitsBefore = raw.slice(0, at).replace(/\D/g, '').length - (raw.startsWith('+7') ? 1 : 0);
    caret.current = atEnd ? next.length : caretAfterDigits(next, Math.min(digitsBefore, national.length));
    input.value = next;
    if (next !== value) onChange(next);
  };

  return (
    <TextField
      label={label}
      ref={mergedRef}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 ___ ___-__-__"
      value={shown}
      onChange={handleChange}
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}
