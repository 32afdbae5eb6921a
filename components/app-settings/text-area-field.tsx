'use client';

import { useId, type TextareaHTMLAttributes } from 'react';
import { useField } from '@/components/form/field';
import styles from './app-settings.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  /** The field of the form around it. */
  name: string;
  /** A live counter such as '12 / 4000'. */
  counter?: string;
}

/** A labelled multi-line field of the form around it, with its error and an optional character counter. */
export function TextAreaField({ label, name, counter, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const { registration, error } = useField(name);
  const describedBy = [counter ? `${id}-counter` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.textarea, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        {...rest}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {counter && (
        <div id={`${id}-counter`} className={styles.counter}>
          {counter}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
