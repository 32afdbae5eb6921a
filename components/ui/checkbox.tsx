'use client';

import { useEffect, useId, useMemo, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { mergeRefs } from './merge-refs';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  /** Shown under the box; marks it invalid. */
  error?: string;
  /** What react-hook-form's `register(name)` returns. */
  registration?: UseFormRegisterReturn;
  /** Neither checked nor unchecked (e.g. "some of the rows"). */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a label; controlled (`checked`) or uncontrolled / registered. */
export function Checkbox({
  label,
  error,
  registration,
  indeterminate = false,
  ref,
  id,
  className,
  onChange,
  ...inputProps
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const ownRef = useRef<HTMLInputElement>(null);
  const registrationRef = registration?.ref;
  const inputRef = useMemo(() => mergeRefs(ownRef, registrationRef, ref), [registrationRef, ref]);

  // indeterminate exists only as a DOM property.
  useEffect(() => {
    if (ownRef.current) ownRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    void registration?.onChange(event);
    onChange?.(event);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.root} htmlFor={inputId}>
        <input
          {...inputProps}
          {...registration}
          ref={inputRef}
          id={inputId}
          type="checkbox"
          className={styles.input}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={styles.box} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </label>
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
