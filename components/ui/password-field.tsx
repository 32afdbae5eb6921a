'use client';

import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { mergeRefs } from './merge-refs';
import { TextField, type TextFieldProps } from './text-field';
import styles from './password-field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password input whose show/hide toggle appears once something is typed (§2). */
export function PasswordField({ onChange, ref, disabled, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [hasValue, setHasValue] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  // A value restored by the browser (autofill, back navigation) arrives without a change event.
  useEffect(() => {
    if (inputRef.current?.value) setHasValue(true);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const filled = event.target.value !== '';
    setHasValue(filled);
    if (!filled) setVisible(false);
    onChange?.(event);
  };

  const toggle = hasValue ? (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setVisible((v) => !v)}
      aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'}
      disabled={disabled}
    >
      <EyeIcon crossed={visible} />
    </button>
  ) : null;

  return (
    <TextField
      {...props}
      ref={mergedRef}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      onChange={handleChange}
      end={toggle}
    />
  );
}

function EyeIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="M4 4l16 16" />}
    </svg>
  );
}
