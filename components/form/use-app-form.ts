'use client';

import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { useToastIfAny } from '@/components/ui/toast';
import { formFailure, type FormFailure } from '@/lib/forms/server-field-errors';
import { findOverwrite, recordStamp, type FieldChange, type GuardFields, type GuardSide } from '@/lib/forms/overwrite-guard';
import { serverRenderedRegister } from './server-rendered-register';

/**
 * Loads a form's yup schema, e.g. `() => import('@/lib/shops/validation').then((m) => m.shopSchema)`.
 * It takes no argument, which tells it from a resolver (a resolver takes the values). Keep its
 * identity stable (module level, or useCallback over what the schema depends on): the schema is
 * loaded once per loader.
 */
export type SchemaLoader = () => Promise<AnyObjectSchema>;

export interface AppFormOptions<V extends FieldValues> {
  /**
   * The yup schema of the form's values, or, better, its loader: yup and the schema then load
   * when the user first focuses a field (or, at the latest, with the first validation) instead
   * of with the page. A ready resolver serves a form that validates without yup.
   */
  schema: AnyObjectSchema | SchemaLoader | Resolver<V>;
  /** The form's values of what the server holds now. */
  defaultValues: DefaultValues<V>;
  /**
   * Saves the values. What it gives back (the form's values of what the server saved) resets
   * the form, so it is no longer "unsaved"; nothing given back leaves the values as typed.
   */
  submit: (values: V) => Promise<DefaultValues<V> | void>;
  /** The fields a refusal's `data` may name; by default the top-level keys of `defaultValues`. */
  serverFields?: readonly Path<V>[];
  /** How a failure reads, for the forms whose texts differ (sign-in); by default the server's. */
  failure?: (error: unknown, fields: readonly Path<V>[]) => FormFailure;
  /** The toast after a successful save, if any. */
  successText?: string;
  /**
   * How typed-but-unsaved input is guarded: 'page' (the default) asks before leaving the page,
   * 'none' leaves it to the caller (a dialog's own close guard, a tab registry fed from `unsaved`).
   */
  guard?: 'page' | 'none';
  /**
   * When the schema's messages appear: on submit (the default), or 'onTouched' for the forms
   * that check a field once it is left (sign-up, the onboarding steps, colours).
   */
  mode?: UseFormProps<V>['mode'];
  /**
   * After a refusal, focus the first field it names (in the order of `serverFields`). Focus moves
   * once, after every message is placed: moving it field by field would blur them, and in
   * 'onTouched' mode a blur checks the field again with the schema, wiping the server's message.
   */
  focusFailure?: boolean;
  /**
   * Input the form holds outside its fields (a chosen picture, a pick from the catalogue) that
   * also counts as unsaved; the caller clears it after a save.
   */
  alsoUnsaved?: boolean;
  /**
   * The guard against overwriting another user's save (build it with `recordGuard`): before
   * saving, the record as the form opened it is compared with the upstream's current one; when
   * someone else changed a field since, the save waits for the user's choice (`overwrite`).
   */
  guardAgainst?: FormGuard<V>;
}

/** The current record read before a save, and what «Загрузить новые данные» tells the page. */
export interface LoadedSide<V extends FieldValues> extends GuardSide<V> {
  shown: () => void;
}

export interface FormGuard<V extends FieldValues> {
  baseline: GuardSide<V>;
  load: () => Promise<LoadedSide<V>>;
  fields: GuardFields<V>;
}

/**
 * The guard of a form over one upstream record: `load` reads the record anew, `values` gives the
 * form's values of a record, `version` its `updatedAt` when it has one (else the edited fields
 * are hashed), and `onLoad` shows a record loaded by «Загрузить новые данные» on the rest of the page.
 */
export function recordGuard<V extends FieldValues, R>(options: {
  baseline: R;
  load: () => Promise<R>;
  values: (record: R) => V;
  version?: (record: R) => string | null | undefined;
  fields: GuardFields<V>;
  onLoad?: (record: R) => void;
}): FormGuard<V> {
  const side = (record: R): GuardSide<V> => ({ version: options.version?.(record) ?? null, values: options.values(record) });
  return {
    baseline: side(options.baseline),
    load: async () => {
      const record = await options.load();
      return { ...side(record), shown: () => options.onLoad?.(record) };
    },
    fields: options.fields,
  };
}

/** A save stopped by the guard: what changed, and the user's two ways on (or neither: the dialog closed). */
export interface OverwriteConflict {
  changes: FieldChange[];
  /** «Сохранить мои изменения»: saves the typed values anyway. */
  keepMine: () => Promise<void>;
  /** «Загрузить новые данные»: the form takes the current record (the typed values were shown, to copy). */
  loadTheirs: () => void;
  /** The dialog closed: nothing saved, nothing typed lost. */
  dismiss: () => void;
}

/**
 * Thrown by `submit` to stop a save with a text for the whole form: a check the schema cannot
 * make (files chosen beside the form), or an answer the save cannot use. Nothing goes under the fields.
 */
export class FormRefusal extends Error {}

export interface AppForm<V extends FieldValues> extends UseFormReturn<V>, AppFormPreload {
  /** The form's `onSubmit`: validates, saves once (a second press while saving does nothing). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The text for the whole form after a failed save, shown above the buttons. */
  formError: string | null;
  setFormError: (text: string | null) => void;
  /** A save is in flight. */
  submitting: boolean;
  /** Something was typed and not saved (and no save is running). */
  unsaved: boolean;
  guard: 'page' | 'none';
  /** A save the overwrite guard stopped, waiting for the user's choice; null otherwise. */
  overwrite: OverwriteConflict | null;
}

/** The form's `<form>` element takes it (`AppFormView` does): the schema starts loading with the first focus in the form. */
export interface AppFormPreload {
  preload: () => void;
}

const loads = new WeakMap<SchemaLoader, Promise<Resolver<FieldValues>>>();

/**
 * The resolver of a loaded schema. The resolver module comes with it: it is small, but it and
 * yup are only needed once something is validated. A failed load is forgotten, so the next
 * validation tries again.
 */
function loadResolver(loader: SchemaLoader): Promise<Resolver<FieldValues>> {
  let load = loads.get(loader);
  if (!load) {
    load = Promise.all([loader(), import('@hookform/resolvers/yup')]).then(([schema, { yupResolver }]) => yupResolver(schema) as unknown as Resolver<FieldValues>);
    loads.set(loader, load);
    load.catch(() => loads.delete(loader));
  }
  return load;
}

/** Marks the error a resolver gives when the schema could not be loaded: not a field's, the whole form's. */
const SCHEMA_NOT_LOADED = 'schema-not-loaded';

const isLoader = <V extends FieldValues>(schema: AnyObjectSchema | SchemaLoader | Resolver<V>): schema is SchemaLoader =>
  typeof schema === 'function' && schema.length === 0;

/**
 * The one form of the back office, over react-hook-form and yup: the schema validates on
 * submit, a save runs once at a time, a refusal puts the server's messages (422 `data`) under
 * the fields they name and the rest above the buttons, typed values are never cleared by a
 * failure, and unsaved input is guarded. Render it with `<AppFormView form={…}>`.
 */
export function useAppForm<V extends FieldValues>(options: AppFormOptions<V>): AppForm<V> {
  const { schema, defaultValues, submit, successText, guard = 'page', mode, focusFailure = false, alsoUnsaved = false } = options;
  // The sign-in pages have no toasts: only a form that toasts needs them.
  const toast = useToastIfAny();
  if (successText && !toast) throw new Error('useAppForm: successText needs a <ToastProvider> above the form');
  const [formError, setFormError] = useState<string | null>(null);
  const fields = options.serverFields ?? (Object.keys(defaultValues ?? {}) as Path<V>[]);
  const toFailure = options.failure ?? formFailure;
  // The failed load's text is shown: it goes once the schema arrives.
  const [loadFailed, setLoadFailed] = useState(false);
  // Made anew each render (react-hook-form takes the latest one), so it always sees the current schema.
  const resolver: Resolver<V> = async (values, context, resolverOptions) => {
    if (!isLoader(schema)) {
      if (typeof schema === 'function') return schema(values, context, resolverOptions);
      const { yupResolver } = await import('@hookform/resolvers/yup');
      return (yupResolver(schema) as unknown as Resolver<V>)(values, context, resolverOptions);
    }
    let loaded: Resolver<FieldValues>;
    try {
      loaded = await loadResolver(schema);
    } catch (error) {
      // Nothing goes under the fields (a blur shows nothing); a submit stops and shows the text (below).
      const failed = { type: SCHEMA_NOT_LOADED, message: toFailure(error, fields).message };
      return { values: {}, errors: { root: { [SCHEMA_NOT_LOADED]: failed } } as unknown as FieldErrors<V> };
    }
    if (loadFailed) {
      setLoadFailed(false);
      setFormError(null);
    }
    return (loaded as unknown as Resolver<V>)(values, context, resolverOptions);
  };
  // Loaded only to be ready: a failure here is met again, and shown, by the validation.
  const preload = () => {
    if (isLoader(schema)) loadResolver(schema).catch(() => undefined);
  };
  const form = useForm<V>({ resolver, defaultValues, mode });
  const inFlight = useRef(false);
  const { reset, setError, setFocus, handleSubmit, formState } = form;

  const guarded = options.guardAgainst;
  // What the comparison starts from: the page's record, or, until the page passes a newer one,
  // what this form saved or loaded itself (the page's record can arrive a render later).
  const pageStamp = guarded ? recordStamp(guarded.baseline.version, guarded.baseline.values, guarded.fields) : '';
  const [accepted, setAccepted] = useState<{ for: string; side: GuardSide<V> } | null>(null);
  const baseline = guarded && accepted?.for === pageStamp ? accepted.side : guarded?.baseline;
  const [pending, setPending] = useState<{ changes: FieldChange[]; values: V; current: LoadedSide<V> } | null>(null);
  const [forcing, setForcing] = useState(false);

  const save = async (values: V, checked = false) => {
    setFormError(null);
    try {
      if (guarded && baseline && !checked) {
        const current = await guarded.load();
        const changes = findOverwrite(baseline, current, values, guarded.fields);
        if (changes) {
          setPending({ changes, values, current });
          return;
        }
      }
      const saved = await submit(values);
      if (saved) reset(saved);
      // Until the page passes the saved record, compare with what was just saved (by its fields: its version is not known here).
      if (guarded) setAccepted({ for: pageStamp, side: { values: (saved ?? values) as V } });
      if (successText) toast?.notify({ tone: 'success', text: successText });
    } catch (error) {
      const failure = error instanceof FormRefusal ? { message: error.message, fieldErrors: {} } : toFailure(error, fields);
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (message) setError(field as Path<V>, { type: 'server', message });
      }
      // A refusal whose text is a field's own message (a duplicate saved-view name) is said once,
      // under that field, not again in the box under the form.
      const underFields = Object.values(failure.fieldErrors).filter(Boolean);
      setFormError(underFields.includes(failure.message) ? null : failure.message);
      const first = focusFailure ? fields.find((field) => failure.fieldErrors[field]) : undefined;
      if (first) setFocus(first);
    }
  };

  // handleSubmit passes the event second: the guard's flag is not for it.
  const validatedSave = handleSubmit(
    (values) => save(values),
    (errors) => {
      const failed = errors.root?.[SCHEMA_NOT_LOADED];
      if (!failed) return;
      // The schema did not arrive (the network): what was typed stays, the next submit loads again.
      form.clearErrors('root');
      setLoadFailed(true);
      setFormError(failed.message ?? null);
    },
  );
  const onSubmit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      // Enter pressed twice, or a double click before the button disables: one save only.
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await validatedSave(event);
      } finally {
        inFlight.current = false;
      }
    },
    [validatedSave],
  );

  const overwrite: OverwriteConflict | null = pending
    ? {
        changes: pending.changes,
        keepMine: async () => {
          if (inFlight.current) return;
          inFlight.current = true;
          setPending(null);
          setForcing(true);
          try {
            await save(pending.values, true);
          } finally {
            inFlight.current = false;
            setForcing(false);
          }
        },
        loadTheirs: () => {
          setPending(null);
          setFormError(null);
          setAccepted({ for: pageStamp, side: { version: pending.current.version ?? null, values: pending.current.values } });
          reset(pending.current.values as DefaultValues<V>);
          pending.current.shown();
        },
        dismiss: () => setPending(null),
      }
    : null;
  const submitting = formState.isSubmitting || forcing;

  return {
    ...form,
    register: serverRenderedRegister(form),
    onSubmit,
    formError,
    setFormError,
    submitting,
    unsaved: (formState.isDirty || alsoUnsaved) && !submitting,
    guard,
    overwrite,
    preload,
  };
}
