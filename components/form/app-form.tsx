'use client';

import dynamic from 'next/dynamic';
import { createContext, use, useEffect, useId, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, set, type FieldValues } from 'react-hook-form';
import { refuseReset } from './early-submit';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import type { AppForm } from './use-app-form';

// Shown only when a save found the record changed by someone else: loaded then.
const OverwriteDialog = dynamic(() => import('./overwrite-dialog').then((m) => m.OverwriteDialog), { ssr: false });

interface FormState {
  formError: string | null;
  submitting: boolean;
}

const FormStateContext = createContext<FormState>({ formError: null, submitting: false });

export interface AppFormViewProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action' | 'method' | 'encType'> {
  form: AppForm<V>;
  children: ReactNode;
}

/**
 * The `<form>` of `useAppForm`: no browser validation bubbles (the schema's messages show under
 * the fields), the schema's load started by the first focus in the form, the page guard while something is unsaved, the overwrite guard's dialog when a
 * save found the record changed by someone else, and the state its `FormFailure` and
 * `SubmitButton` read.
 */
export function AppFormView<V extends FieldValues>({ form, children, onFocus, ...rest }: AppFormViewProps<V>) {
  const { id, applyEarlyInput } = useEarlyInput(form);
  return (
    <form
      {...rest}
      data-form={id}
      noValidate
      // A save pressed before the page's script has run is made once the form is hydrated
      // (./early-submit.ts).
      action={() => {
        applyEarlyInput();
        void form.onSubmit();
      }}
      onReset={refuseReset}
      // React's focus event bubbles (focusin): the first field focused starts loading the schema.
      onFocus={(event) => {
        form.preload();
        onFocus?.(event);
      }}
    >
      {form.guard === 'page' && <UnsavedGuard dirty={form.unsaved} />}
      {/* The form's fields bind to it by name (components/form/field.tsx). */}
      <FormProvider {...form}>
        <FormStateContext value={{ formError: form.formError, submitting: form.submitting }}>{children}</FormStateContext>
      </FormProvider>
      {form.overwrite && (
        <OverwriteDialog
          changes={form.overwrite.changes}
          onKeepMine={() => void form.overwrite?.keepMine()}
          onLoadTheirs={form.overwrite.loadTheirs}
          onClose={form.overwrite.dismiss}
        />
      )}
    </form>
  );
}

/**
 * What was typed or ticked in the server's HTML before the page's script ran. react-hook-form, taking
 * the fields over, keeps a typed text but not as the form's value, and sets a checkbox back to its
 * default. So the fields are read while React hydrates the form (the server's `<form>`, found by
 * its `useId`, before react-hook-form has touched them) and given to the form, as unsaved: once it
 * is hydrated, or first thing in a save that comes before (a press replayed by React, or made as
 * React hydrated the form). No event is given again, the fields' own state is read.
 */
function useEarlyInput<V extends FieldValues>(form: AppForm<V>): { id: string; applyEarlyInput: () => void } {
  const id = useId();
  const [early] = useState(() => (typeof document === 'undefined' ? [] : readChanged(document.querySelector(`form[data-form="${CSS.escape(id)}"]`))));
  const pending = useRef(early.length > 0);
  const { reset, getValues } = form;
  const applyEarlyInput = () => {
    if (!pending.current) return;
    pending.current = false;
    const values = structuredClone(getValues());
    for (const [name, value] of early) set(values, name, value);
    // The record stays the form's default: what differs from it is unsaved.
    reset(values, { keepDefaultValues: true, keepErrors: true });
  };
  useEffect(() => {
    // After the effects of the component holding the form, which subscribe to its state.
    if (pending.current) queueMicrotask(applyEarlyInput);
    // Once, at hydration: later edits are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { id, applyEarlyInput };
}

/** The named fields of a server-rendered form whose state differs from the HTML's. */
function readChanged(form: HTMLFormElement | null): [string, string | boolean][] {
  const changed: [string, string | boolean][] = [];
  for (const field of form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]') ?? []) {
    if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed.push([field.name, field.checked]);
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) changed.push([field.name, field.value]);
    } else if (field.value !== field.defaultValue) {
      changed.push([field.name, field.value]);
    }
  }
  return changed;
}

/** The text of the last failed save, for the whole form; nothing when there is none. */
export function FormFailure({ id }: { id?: string }) {
  return <FormError id={id}>{use(FormStateContext).formError}</FormError>;
}

/**
 * The form's submit button: busy and disabled while the save runs, and while `pending` says so
 * for a reason of the form's own (the page being left after a save that succeeded).
 */
export function SubmitButton({ pending = false, ...props }: Omit<ButtonProps, 'type'>) {
  const { submitting } = use(FormStateContext);
  // Pressed before the page's script has run, it shows busy at once (lib/ui/press-feedback-boot.ts)
  // and the form's submission is made once React has hydrated the form (AppFormView's action).
  return <Button {...props} type="submit" pending={pending || submitting} />;
}
