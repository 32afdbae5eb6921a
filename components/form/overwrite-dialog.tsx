'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popup } from '@/components/ui/popup';
import { changesText, type FieldChange } from '@/lib/forms/overwrite-guard';
import styles from './overwrite-dialog.module.css';

export const OVERWRITE_TEXTS = {
  title: 'Данные изменились',
  message: 'Пока вы редактировали, другой пользователь сохранил эту запись. Поля, изменённые им или вами:',
  theirsMark: 'изменено',
  field: 'Поле',
  theirs: 'Сейчас сохранено',
  yours: 'Ваше значение',
  keepMine: 'Сохранить мои изменения',
  loadTheirs: 'Загрузить новые данные',
  copy: 'Скопировать мои значения',
  copied: 'Скопировано',
  hint: 'После загрузки новых данных ваших значений в форме не останется: скопируйте их, если они понадобятся.',
} as const;

export interface OverwriteDialogProps {
  changes: readonly FieldChange[];
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  /** X, Escape, the overlay: nothing is saved and the form keeps what was typed. */
  onClose: () => void;
}

/**
 * What someone else changed while this form was open: each field with the saved value and the
 * one typed here (selectable, and copied whole by a button), and the two ways on.
 */
export function OverwriteDialog({ changes, onKeepMine, onLoadTheirs, onClose }: OverwriteDialogProps) {
  const messageId = useId();
  const yoursRef = useRef<HTMLTableSectionElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(changesText(changes));
      setCopied(true);
    } catch {
      // Without clipboard access the table is selected, so Ctrl+C still copies it.
      const table = yoursRef.current;
      const selection = window.getSelection();
      if (table && selection) selection.selectAllChildren(table);
    }
  };

  return (
    <Popup
      open
      onClose={onClose}
      title={OVERWRITE_TEXTS.title}
      size="large"
      describedBy={messageId}
      footer={
        <>
          <Button onClick={onKeepMine}>{OVERWRITE_TEXTS.keepMine}</Button>
          <Button variant="secondary" onClick={onLoadTheirs}>
            {OVERWRITE_TEXTS.loadTheirs}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {OVERWRITE_TEXTS.message}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{OVERWRITE_TEXTS.field}</th>
            <th scope="col">{OVERWRITE_TEXTS.theirs}</th>
            <th scope="col">{OVERWRITE_TEXTS.yours}</th>
          </tr>
        </thead>
        <tbody ref={yoursRef}>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.label}</th>
              <td>
                {change.theirs}
                {change.theirsChanged && <span className={styles.mark}> ({OVERWRITE_TEXTS.theirsMark})</span>}
              </td>
              <td className={styles.yours}>{change.yours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{OVERWRITE_TEXTS.hint}</p>
      <Button variant="link" onClick={() => void copy()}>
        {copied ? OVERWRITE_TEXTS.copied : OVERWRITE_TEXTS.copy}
      </Button>
    </Popup>
  );
}
