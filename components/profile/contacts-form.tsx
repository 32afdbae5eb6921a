'use client';

import { Field } from '@/components/form/field';
import { useCallback, useEffect, useRef } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import type { FormFailure as Failure } from '@/lib/forms/server-field-errors';
import { profileApi, type ContactInfo, type NetworkOption } from '@/lib/profile/api';
import { contactErrorField, contactsFormValues, toContactsPayload, type ContactsFormValues } from '@/lib/profile/forms';
import styles from './profile.module.css';

export interface ContactsFormProps {
  contacts: ContactInfo | null;
  networks: NetworkOption[];
  onDirtyChange?: (dirty: boolean) => void;
}

/** The company's contacts shown in the app, with one link per social network (PUT contact-info). */
export function ContactsForm({ contacts, networks, onDirtyChange }: ContactsFormProps) {
  // A new loader (and schema) only when the networks change.
  const loadSchema = useCallback(() => import('@/lib/profile/validation').then((m) => m.contactsSchema(networks)), [networks]);
  // What was sent last: the server names a network's link by its place in the list sent.
  const sent = useRef<ContactInfo | null>(null);
  const form = useAppForm<ContactsFormValues>({
    schema: loadSchema,
    defaultValues: contactsFormValues(contacts, networks),
    successText: 'Контакты сохранены',
    // The profile screen guards both of its forms at once, fed from onDirtyChange.
    guard: 'none',
    submit: async (values) => {
      sent.current = toContactsPayload(values, networks);
      const saved = await profileApi.updateContacts(sent.current);
      return contactsFormValues(saved, networks);
    },
    failure: (error): Failure => {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors: Record<string, string> = {};
      for (const [key, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
        const field = sent.current && contactErrorField(key, sent.current);
        if (field) fieldErrors[field] = messages.join(' ');
      }
      return { message: apiError?.error ?? GENERIC_ERROR, fieldErrors };
    },
  });
  const {
    register,
    control,
    unsaved,
    formState: { errors, isDirty },
  } = form;

  useEffect(() => onDirtyChange?.(unsaved), [unsaved, onDirtyChange]);

  return (
    <AppFormView form={form} className={styles.card} aria-labelledby="contacts-title">
      <h2 id="contacts-title">Контакты</h2>
      <p className={styles.muted}>Их видят покупатели в приложении. Пустые поля не показываются.</p>
      <div className={styles.grid}>
        <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
        <Field label="E-mail" type="email" autoComplete="email" name="email" />
        <Field label="Сайт" placeholder="https://example.ru" name="site" />
        <Field label="Адрес" name="address" />
      </div>
      <h3 className={styles.subtitle}>Социальные сети</h3>
      <div className={styles.grid}>
        {networks.map((network) => (
          <TextField
            key={network.name}
            label={network.title}
            placeholder="https://"
            registration={register(`networks.${network.name}`)}
            error={errors.networks?.[network.name]?.message}
          />
        ))}
      </div>
      <FormFailure />
      <div className={styles.actions}>
        <SubmitButton disabled={!isDirty}>{SAVE_CHANGES_TEXT}</SubmitButton>
      </div>
    </AppFormView>
  );
}
