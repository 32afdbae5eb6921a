'use client';

import type { FieldValues } from 'react-hook-form';
import { useAppForm, type AppForm, type AppFormOptions } from '@/components/form/use-app-form';
import { useUnsavedReport } from './settings-guard';

/**
 * The form of a settings tab (a card or a popup): `useAppForm` whose unsaved input is reported
 * to the tab's one guard instead of guarding the page itself, so leaving a tab of several forms
 * asks once.
 */
export function useSettingsForm<V extends FieldValues>(options: Omit<AppFormOptions<V>, 'guard'>): AppForm<V> {
  const form = useAppForm<V>({ ...options, guard: 'none' });
  useUnsavedReport(form.unsaved);
  return form;
}
