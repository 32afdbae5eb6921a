'use client';

import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerFailure } from '@/components/onboarding/server-failure';
import { useToast } from '@/components/ui/toast';

/**
 * Runs one card's save: a success toast, or the server's 422 messages under the fields and
 * its error text under the form. Nothing typed is reset on failure.
 */
export function useSave<V extends FieldValues>(fields: readonly FieldPath<V>[], setError: UseFormSetError<V>) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (save: () => Promise<void>, successText = 'Изменения сохранены') => {
    setFormError(null);
    try {
      await save();
      notify({ tone: 'success', text: successText });
    } catch (error) {
      setFormError(applyServerFailure(error, fields, setError));
    }
  };
  return { formError, setFormError, run };
}
