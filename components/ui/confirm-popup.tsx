'use client';

import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { CANCEL_TEXT, CONFIRM_DELETE_TEXT, CONFIRM_TITLE } from './button-texts';
import { FormError } from './form-error';
import { Popup } from './popup';
import styles from './confirm-popup.module.css';

export interface ConfirmPopupProps {
  open: boolean;
  /** Defaults to 'Подтвердите действие'. */
  title?: string;
  /** The question, e.g. 'Вы действительно хотите удалить раздел?'. */
  message?: ReactNode;
  onConfirm: () => void;
  /** Called on 'Отмена', X, Escape and a click outside. */
  onCancel: () => void;
  /** Defaults to 'Да, удалить'. */
  confirmText?: string;
  /** Defaults to 'Отмена'. */
  cancelText?: string;
  /** The confirmed call is in flight: the confirm button shows a spinner. */
  pending?: boolean;
  /** The call failed: shown inside the popup and announced. */
  error?: ReactNode;
  /** Red confirm button for destructive actions (default true). */
  danger?: boolean;
}

/** Asks before an action; cancel gets the first focus, so Enter alone never confirms. */
export function ConfirmPopup({
  open,
  title = CONFIRM_TITLE,
  message,
  onConfirm,
  onCancel,
  confirmText = CONFIRM_DELETE_TEXT,
  cancelText = CANCEL_TEXT,
  pending = false,
  error,
  danger = true,
}: ConfirmPopupProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Popup
      open={open}
      onClose={onCancel}
      title={title}
      size="small"
      initialFocus={cancelRef}
      describedBy={message ? messageId : undefined}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button className={danger ? styles.danger : undefined} pending={pending} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {message && (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      )}
      <FormError>{error}</FormError>
    </Popup>
  );
}
