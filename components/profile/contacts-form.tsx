'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { profileApi, type ContactInfo, type NetworkOption } from '@/lib/profile/api';
import {
  contactErrorField,
  contactsFormValues,
  contactsSchema,
  toContactsPayload,
  type ContactsFormValues,
} from '@/lib/profile/validation';
import styles from './profile.module.css';

export interface ContactsFormProps {
  contacts: ContactInfo | null;
  networks: NetworkOption[];
  onDirtyChange?: (dirty: boolean) => void;
}

/** The company's contacts shown in the app, with one link per social network (PUT contact-info). */
export function ContactsForm({ contacts, networks, onDirtyChange }: ContactsFormProps) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => contactsSchema(networks), [networks]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ContactsFormValues>({
    // The schema's networks keys come from the server, so its inferred type is wider than the form's.
    resolver: yupResolver(schema) as never,
    defaultValues: contactsFormValues(contacts, networks),
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = async (values: ContactsFormValues) => {
    setFormError(null);
    const payload = toContactsPayload(values, networks);
    try {
      const saved = await profileApi.updateContacts(payload);
      reset(contactsFormValues(saved, networks));
      notify({ tone: 'success', text: 'Контакты сохранены' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setFormError(apiError?.error ?? GENERIC_ERROR);
      for (const [key, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
        const field = contactErrorField(key, payload);
        if (field) setError(field as Path<ContactsFormValues>, { type: 'server', message: messages.join(' ') });
      }
    }
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="contacts-title">
      <h2 id="contacts-title">Контакты</h2>
      <p className={styles.muted}>Их видят покупатели в приложении. Пустые поля не показываются.</p>
      <div className={styles.grid}>
        <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
        <TextField label="E-mail" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <TextField label="Сайт" placeholder="https://example.ru" registration={register('site')} error={errors.site?.message} />
        <TextField label="Адрес" registration={register('address')} error={errors.address?.message} />
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
      <FormError>{formError}</FormError>
      <div className={styles.actions}>
        <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </form>
  );
}
