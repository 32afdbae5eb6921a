'use client';

import { useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import styles from './settings.module.css';

/** A key shown masked until asked for; the reveal button names the field it opens. */
export function SecretField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      className={[styles.secret, props.className].filter(Boolean).join(' ')}
      type={visible ? 'text' : 'password'}
      autoComplete="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.revealButton}
          aria-pressed={visible}
          aria-label={`${visible ? 'Скрыть' : 'Показать'}: ${props.label}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Скрыть' : 'Показать'}
        </button>
      }
    />
  );
}
