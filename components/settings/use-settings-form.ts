'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { useUnsavedReport } from './settings-guard';

export interface SettingsFormOptions<V extends FieldValues> {
  resolver: Resolver<V>;
  /** The form's values of what the server holds now. */
  defaultValues: DefaultValues<V>;
  /** The fields a 422 may name: their messages go under them (§8). */
  fields: readonly Path<V>[];
  /** Saves the values; what it gives back (the form's values of what the server saved) resets the form. */
  save: (values: V) => Promise<DefaultValues<V> | void>;
  /** The success toast, if any. */
  successText?: string;
}

/**
 * A react-hook-form form of a settings tab (a card or a popup): saving may reset the form to what
 * the server saved and toast, a refusal puts 422 messages under their fields and the rest above
 * the button, and unsaved input is reported to the tab's guard.
 */
export function useSettingsForm<V extends FieldValues>({ resolver, defaultValues, fields, save, successText }: SettingsFormOptions<V>) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V>({ resolver, defaultValues });
  const { reset, setError, formState } = form;
  useUnsavedReport(formState.isDirty && !formState.isSubmitting);

  const onSubmit = form.handleSubmit(async (values: V) => {
    setFormError(null);
    try {
      const saved = await save(values);
      if (saved) reset(saved);
      if (successText) notify({ tone: 'success', text: successText });
    } catch (failure) {
      setFormError(showServerErrors(failure, fields, setError));
    }
  });

  return { ...form, formError, onSubmit };
}
