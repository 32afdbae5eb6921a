'use client';

import { useId, useMemo, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { mergeRefs } from './merge-refs';
import requiredStyles from './required.module.css';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Message shown under the input; marks the input invalid. */
  error?: string;
  /** Helper text under the input. */
  hint?: ReactNode;
  /** What react-hook-form's `register(name)` returns. */
  registration?: UseFormRegisterReturn;
  /** Content placed inside the input's right edge (e.g. a toggle button). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /**
   * Keep every typed character even with `inputMode="numeric"`: for fields whose form reads the
   * text (quantities) and says what is wrong, instead of silently dropping a minus or a comma.
   */
  keepTyped?: boolean;
}

/**
 * A labelled input. With `inputMode="numeric"` it keeps only digits (§5) unless `keepTyped`;
 * `required` marks the label (the input says it to assistive technology).
 */
export function TextField({
  label,
  error,
  hint,
  registration,
  end,
  ref,
  id,
  className,
  onChange,
  keepTyped = false,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const registrationRef = registration?.ref;
  const inputRef = useMemo(() => mergeRefs(registrationRef, ref), [registrationRef, ref]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (inputProps.inputMode === 'numeric' && !keepTyped) {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
    }
    void registration?.onChange(event);
    onChange?.(event);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={[styles.label, inputProps.required ? requiredStyles.required : null].filter(Boolean).join(' ')} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...inputProps}
          {...registration}
          id={inputId}
          ref={inputRef}
          onChange={handleChange}
          className={[styles.input, end ? styles.withEnd : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {end && <div className={styles.end}>{end}</div>}
      </div>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
