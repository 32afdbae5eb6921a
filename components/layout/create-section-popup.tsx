'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Popup } from '@/components/ui/popup';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import { SECTION_TYPE_NAMES, type SectionSummary, type SectionType } from '@/lib/company/types';
import { required } from '@/lib/validation/messages';
import styles from './create-section-popup.module.css';

interface CreateSectionPopupProps {
  open: boolean;
  onClose: () => void;
  onCreated: (section: SectionSummary) => void;
}

const TYPES = (Object.entries(SECTION_TYPE_NAMES) as [SectionType, string][]).map(([value, label]) => ({ value, label }));

/** §2 'Создать раздел': title (required) and type (default html_text). */
export function CreateSectionPopup({ open, onClose, onCreated }: CreateSectionPopupProps) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<SectionType>('html_text');
  const [errors, setErrors] = useState<{ title?: string; template?: string }>({});
  const [pending, setPending] = useState(false);
  const { notify } = useToast();

  function close() {
    setTitle('');
    setType('html_text');
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setErrors({ title: required('Название') });
      return;
    }
    setPending(true);
    try {
      // Loaded when first used: the popup belongs to the menu, which is on every page.
      const { sectionsApi } = await import('@/lib/company/api');
      const section = await sectionsApi.create({ title: trimmed, type });
      close();
      onCreated(section);
    } catch (error) {
      // §8 "Section create / delete": the error text in a notification, field messages under fields.
      const apiError = error instanceof ApiError ? error : null;
      const fields = apiError?.fieldErrors ?? {};
      setErrors({ title: fields.title?.join(', '), template: (fields.template ?? fields.type)?.join(', ') });
      notify({ tone: 'error', text: apiError?.error ?? 'Не удалось создать раздел' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Popup open={open} onClose={close} title="Создать раздел">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Название"
          placeholder="Введите название"
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
          autoFocus
        />
        <RadioGroup legend="Тип раздела" options={TYPES} value={type} onChange={setType} error={errors.template} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            Отмена
          </Button>
          <Button type="submit" pending={pending} disabled={!title.trim()}>
            Создать
          </Button>
        </div>
      </form>
    </Popup>
  );
}
