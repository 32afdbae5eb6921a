'use client';

import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import type { AppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import styles from './settings.module.css';

export interface SettingsFormCardProps<V extends FieldValues> {
  /** The id of the card's heading, which names the form. */
  titleId: string;
  title: string;
  form: AppForm<V>;
  /** The fields. */
  children: ReactNode;
}

/** A settings card holding one form: its heading, the fields, the form's error and 'Сохранить изменения'. */
export function SettingsFormCard<V extends FieldValues>({ titleId, title, form, children }: SettingsFormCardProps<V>) {
  return (
    <AppFormView form={form} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormFailure />
      <div className={styles.actions}>
        <SubmitButton>{SAVE_CHANGES_TEXT}</SubmitButton>
      </div>
    </AppFormView>
  );
}
