'use client';

import { useId } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { useAfterChange } from '@/components/ui/use-route-data';
import { notesApi } from '@/lib/orders/notes-api';
import { NOTE_LABEL, NOTE_MAX } from '@/lib/orders/timeline';
import type { NoteFormValues } from '@/lib/orders/timeline';
import styles from './orders.module.css';

const loadNoteSchema = () => import('@/lib/orders/note-validation').then((m) => m.noteSchema);

/**
 * A staff note on the order («Комментарий»): kept by the back office for every user of the
 * company. After the save the route renders again, so the note appears in the timeline with its
 * author and time as the server stored them.
 */
export function OrderNoteForm({ orderId }: { orderId: number }) {
  const id = useId();
  const { changed } = useAfterChange();
  const form = useAppForm<NoteFormValues>({
    schema: loadNoteSchema,
    defaultValues: { text: '' },
    submit: async ({ text }) => {
      await notesApi.add(orderId, text.trim());
      changed();
      return { text: '' };
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const error = errors.text?.message;

  return (
    <AppFormView form={form} className={styles.noteForm} aria-label="Новый комментарий">
      <div className={styles.noteField}>
        <label htmlFor={id}>{NOTE_LABEL}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={NOTE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('text')}
        />
        {error && (
          <span id={`${id}-error`} className={styles.noteError}>
            {error}
          </span>
        )}
      </div>
      <FormFailure />
      <div className={styles.noteActions}>
        <SubmitButton>Добавить комментарий</SubmitButton>
      </div>
    </AppFormView>
  );
}
