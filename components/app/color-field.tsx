'use client';

import { useId, type Ref } from 'react';
import { patterns } from '@/lib/validation/patterns';
import { TextField } from '@/components/ui/text-field';
import styles from './color-field.module.css';

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** '#abc' → '#aabbcc': the colour picker only takes the six-digit form. */
function sixDigits(value: string): string | null {
  if (!patterns.hexColor.test(value)) return null;
  if (value.length === 7) return value.toLowerCase();
  const [, r = '', g = '', b = ''] = value;
  return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
}

/** A HEX colour typed as text (§5 rule) or picked with the browser's colour picker. */
export function ColorField({ label, value, onChange, onBlur, error, ref }: ColorFieldProps) {
  const pickerId = useId();
  const picked = sixDigits(value.trim());
  return (
    <div className={styles.field}>
      <TextField
        label={label}
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        placeholder="#000000"
        end={
          <>
            <label htmlFor={pickerId} className="visually-hidden">{`${label}: палитра`}</label>
            <input
              id={pickerId}
              type="color"
              className={styles.picker}
              value={picked ?? '#000000'}
              data-empty={picked ? undefined : ''}
              onChange={(event) => onChange(event.target.value.toUpperCase())}
            />
          </>
        }
      />
    </div>
  );
}
