'use client';

import type { FieldValues } from 'react-hook-form';
import { useAppForm, type AppFormOptions } from '@/components/form/use-app-form';
import { useDraft } from './use-draft';

export interface StepFormOptions<V extends FieldValues> extends Pick<AppFormOptions<V>, 'schema' | 'mode' | 'defaultValues' | 'serverFields'> {
  onSave: (values: V) => Promise<void>;
  onDraft?: (values: V) => void;
}

/**
 * The form of an onboarding step: saved by the step's call, no page guard (a step left unsaved
 * keeps its draft, so leaving loses nothing), and its typed values handed to the draft.
 */
export function useStepForm<V extends FieldValues>({ onSave, onDraft, ...options }: StepFormOptions<V>) {
  const form = useAppForm<V>({ ...options, guard: 'none', submit: onSave });
  useDraft(form.getValues, onDraft);
  return form;
}
