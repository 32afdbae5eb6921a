'use client';

import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import styles from './app-settings.module.css';

export interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  error?: string | null;
  children: ReactNode;
}

/** One card of the settings screen: its own form and its own save button. */
export function SettingsCard({ title, description, onSubmit, pending, error, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {description && <p className={styles.cardNote}>{description}</p>}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        {children}
        <FormError>{error}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            {SAVE_CHANGES_TEXT}
          </Button>
        </div>
      </form>
    </section>
  );
}
