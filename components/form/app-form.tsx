'use client';

import dynamic from 'next/dynamic';
import { createContext, use, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { useIsClient } from '@/components/ui/use-is-client';
import type { AppForm } from './use-app-form';

// Shown only when a save found the record changed by someone else: loaded then.
const OverwriteDialog = dynamic(() => import('./overwrite-dialog').then((m) => m.OverwriteDialog), { ssr: false });

interface FormState {
  formError: string | null;
  submitting: boolean;
}

const FormStateContext = createContext<FormState>({ formError: null, submitting: false });

export interface AppFormViewProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
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
  return (
    <form
      {...rest}
      // Before the page's script runs, a press of the save button or Enter must not submit the
      // form natively (a GET of this page with every field in its address, the typed input lost):
      // a "dialog" submission outside a <dialog> does nothing. The script's submit handler
      // cancels the native one anyway.
      method="dialog"
      noValidate
      onSubmit={form.onSubmit}
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
  // Not usable until the script has taken the form over (the server's HTML, a card whose code
  // is still loading), as assistive technology is told. A press before then submits nothing
  // natively (the form's method), and inside a deferred card it is held and given to the form
  // once its code has arrived (components/ui/held-input.ts).
  const ready = useIsClient();
  return <Button {...props} type="submit" aria-disabled={!ready || undefined} pending={pending || submitting} />;
}
