'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { integrationApi, type IntegrationLink } from '@/lib/integrations/api';
import styles from './integrations.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

/** One record's external id, edited in place. */
export function LinkRow({ link, onDelete }: { link: IntegrationLink; onDelete: (link: IntegrationLink) => void }) {
  const [value, setValue] = useState(link.externalId);
  const [saved, setSaved] = useState(link.externalId);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { notify } = useToast();

  const save = async () => {
    setPending(true);
    setError(undefined);
    try {
      const next = await integrationApi.updateLink(link.kind, link.id, value.trim());
      setSaved(next.externalId);
      setValue(next.externalId);
      notify({ tone: 'success', text: 'Внешний ID сохранён' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(apiError?.fieldErrors.externalId?.join(' ') ?? apiError?.error ?? GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <tr>
      <td>{link.title}</td>
      <td>
        <PhoneLink phone={link.phone} />
      </td>
      <td>
        <TextField label={`Внешний ID: ${link.title}`} value={value} error={error} onChange={(event) => setValue(event.target.value)} />
      </td>
      <td>
        <div className={styles.actions}>
          <Button variant="secondary" pending={pending} disabled={value.trim() === saved} onClick={save}>
            Сохранить
          </Button>
          <Button variant="link" className={styles.danger} aria-label={`Отвязать «${link.title}»`} onClick={() => onDelete(link)}>
            Отвязать
          </Button>
        </div>
      </td>
    </tr>
  );
}
