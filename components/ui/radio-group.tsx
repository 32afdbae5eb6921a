'use client';

import { useId, type ReactNode } from 'react';
import styles from './radio-group.module.css';

export type RadioValue = string | number | boolean;

export interface RadioOption<V extends RadioValue> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends RadioValue> {
  /** The group's visible name. */
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** null or undefined: nothing chosen yet (e.g. a filter left unset). */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shared input name; generated when omitted. */
  name?: string;
  disabled?: boolean;
  error?: string;
  hideLegend?: boolean;
  /** Options side by side ('row', default) or stacked ('column'). */
  direction?: 'row' | 'column';
  onBlur?: () => void;
  className?: string;
}

/** Native radio buttons in a fieldset; values may be strings, numbers or booleans (Да/Нет). */
export function RadioGroup<V extends RadioValue>({
  legend,
  options,
  value,
  onChange,
  name,
  disabled = false,
  error,
  hideLegend = false,
  direction = 'row',
  onBlur,
  className,
}: RadioGroupProps<V>) {
  const autoId = useId();
  const groupName = name ?? autoId;
  const legendId = `${autoId}-legend`;
  const errorId = `${autoId}-error`;
  return (
    <fieldset
      className={[styles.group, className].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend id={legendId} className={hideLegend ? 'visually-hidden' : styles.legend}>
        {legend}
      </legend>
      <div className={direction === 'row' ? styles.row : styles.column}>
        {options.map((option, index) => (
          <label key={String(option.value)} className={styles.option}>
            {/* The DOM value is the index: option values may be booleans or numbers. */}
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={String(index)}
              checked={value !== null && value !== undefined && option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span className={styles.dot} aria-hidden="true" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
