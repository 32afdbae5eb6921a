'use client';

import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CANCEL_TEXT } from '@/components/ui/button-texts';
import { Popup, type PopupProps } from '@/components/ui/popup';
import { AppFormView, FormFailure, SubmitButton } from './app-form';
import type { AppForm } from './use-app-form';
import styles from './app-form-popup.module.css';

export interface AppFormPopupProps<V extends FieldValues> {
  /** A `useAppForm` with `guard: 'none'`: a dialog guards its own closing. */
  form: AppForm<V>;
  /** The popup's title, also the accessible name of its form. */
  title: string;
  /** What the X, Escape, the overlay and 'Отмена' call (a guarded close, for a dialog holding typed input). */
  onClose: () => void;
  submitText: ReactNode;
  submitDisabled?: boolean;
  /**
   * Why the submit button is disabled (which required fields are empty): shown above the buttons
   * and the button's description, so a disabled button is never left unexplained.
   */
  submitHint?: string;
  size?: PopupProps['size'];
  children: ReactNode;
}

/**
 * A dialog holding one `useAppForm`, laid out as the other form dialogs: the fields, the form's
 * failure, then the submit button and 'Отмена'. Closing after a save is the form's `submit`'s
 * business (it calls the owner's onSaved/onClose), so a failed save keeps the dialog open.
 */
export function AppFormPopup<V extends FieldValues>({ form, title, onClose, submitText, submitDisabled, submitHint, size, children }: AppFormPopupProps<V>) {
  const hintId = useId();
  return (
    <Popup open onClose={onClose} title={title} size={size}>
      <AppFormView form={form} className={styles.form} aria-label={title}>
        {children}
        <FormFailure />
        {submitHint && (
          <p id={hintId} className={styles.hint}>
            {submitHint}
          </p>
        )}
        <div className={styles.actions}>
          <SubmitButton disabled={submitDisabled} aria-describedby={submitHint ? hintId : undefined}>
            {submitText}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {CANCEL_TEXT}
          </Button>
        </div>
      </AppFormView>
    </Popup>
  );
}
