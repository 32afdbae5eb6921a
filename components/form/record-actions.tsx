import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT } from '@/components/ui/button-texts';
import { SubmitButton } from './app-form';
import styles from './record-actions.module.css';

interface RecordActionsProps {
  /** «Сохранить изменения» for a saved record, «Создать …» for a new one. */
  submitText: string;
  /** A saved record's «Удалить», at the far end of the row (the form asks before it deletes). */
  onDelete?: () => void;
  /** What else the form offers, after the submit: «Отмена», a link. */
  children?: ReactNode;
}

/** A record form's last row: the shop, news, category, product and offer forms. */
export function RecordActions({ submitText, onDelete, children }: RecordActionsProps) {
  return (
    <div className={styles.actions}>
      <SubmitButton>{submitText}</SubmitButton>
      {children}
      <span className={styles.spacer} />
      {onDelete && (
        <Button variant="secondary" className={styles.danger} onClick={onDelete}>
          {DELETE_TEXT}
        </Button>
      )}
    </div>
  );
}
