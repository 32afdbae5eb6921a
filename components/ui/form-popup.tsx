'use client';

import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { CANCEL_TEXT } from './button-texts';
import { FormError } from './form-error';
import { Popup } from './popup';
import styles from './form-popup.module.css';

export interface FormPopupProps {
  /** The popup's title, also the accessible name of its form. */
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure of the whole form, shown above the buttons (§8). */
  error?: ReactNode;
  /** The submit button's text, e.g. 'Сохранить изменения'. */
  submitText: ReactNode;
  /** The save is in flight: the submit button spins. */
  pending?: boolean;
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A popup holding one form: its fields, the form's error, then the submit button and 'Отмена'. */
export function FormPopup({ title, onClose, onSubmit, error, submitText, pending, submitDisabled, children }: FormPopupProps) {
  return (
    <Popup open onClose={onClose} title={title}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        <FormError>{error}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={pending} disabled={submitDisabled}>
            {submitText}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {CANCEL_TEXT}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
