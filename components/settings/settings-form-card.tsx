'use client';

import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import styles from './settings.module.css';

export interface SettingsFormCardProps {
  /** The id of the card's heading, which names the form. */
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure of the whole form, above the button (§8). */
  error: string | null;
  pending: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A settings card holding one form: its heading, the fields, the form's error and 'Сохранить изменения'. */
export function SettingsFormCard({ titleId, title, onSubmit, error, pending, children }: SettingsFormCardProps) {
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button type="submit" pending={pending}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </form>
  );
}
