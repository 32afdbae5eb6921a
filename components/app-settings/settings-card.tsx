'use client';

import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import type { AppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import styles from './app-settings.module.css';

export interface SettingsCardProps<V extends FieldValues> {
  title: string;
  description?: ReactNode;
  form: AppForm<V>;
  children: ReactNode;
}

/** One card of the settings screen: its own form and its own save button. */
export function SettingsCard<V extends FieldValues>({ title, description, form, children }: SettingsCardProps<V>) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {description && <p className={styles.cardNote}>{description}</p>}
      <AppFormView form={form} className={styles.form} aria-labelledby={titleId}>
        {children}
        <FormFailure />
        <div className={styles.actions}>
          <SubmitButton>{SAVE_CHANGES_TEXT}</SubmitButton>
        </div>
      </AppFormView>
    </section>
  );
}
