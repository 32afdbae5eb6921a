'use client';

import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './news.module.css';

export interface NewsTextAreaProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  long?: boolean;
}

/** A labelled multi-line field with its hint and error tied to it for screen readers. */
export function NewsTextArea({ label, registration, error, hint, long = false }: NewsTextAreaProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.textarea, long && styles.long].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      <textarea id={id} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
