'use client';

import { useState, type FormEvent } from 'react';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormPopup } from '@/components/ui/form-popup';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { blocksApi, type BlockTemplate, type BlockTemplateOption, type InfoBlock } from '@/lib/home/api';
import { fieldMessage, homeMessages } from '@/lib/home/forms';

export interface BlockFormPopupProps {
  /** The block being edited; null for a new one. */
  block: InfoBlock | null;
  templates: readonly BlockTemplateOption[];
  onSaved: (block: InfoBlock) => void;
  onClose: () => void;
}

/**
 * §2 block form: name (required, trimmed), template on creation only, Активен. Server field
 * messages mark the name and the template (§8). Mount with a `key` per opening.
 */
export function BlockFormPopup({ block, templates, onSaved, onClose }: BlockFormPopupProps) {
  const [title, setTitle] = useState(block?.title ?? '');
  const [template, setTemplate] = useState<BlockTemplate | null>(null);
  const [isActive, setIsActive] = useState(block?.isActive ?? true);
  const [errors, setErrors] = useState<{ title?: string; template?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const options = templates.map((t) => ({ id: t.name, name: t.nameRu }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name || pending) return;
    if (!block && !template) {
      setErrors({ template: homeMessages.blockTemplate });
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      const saved = block
        ? await blocksApi.update(block.id, { title: name, isActive, sort: block.sort })
        : await blocksApi.create({ title: name, template: template!, isActive });
      onSaved(saved);
      onClose();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setFormError(apiError?.error ?? GENERIC_ERROR);
      setErrors({ title: fieldMessage(apiError?.fieldErrors ?? {}, 'title'), template: fieldMessage(apiError?.fieldErrors ?? {}, 'template') });
    } finally {
      setPending(false);
    }
  };

  const heading = block ? 'Редактировать блок' : 'Новый блок';
  return (
    <FormPopup
      title={heading}
      onClose={onClose}
      onSubmit={submit}
      error={formError}
      submitText={block ? SAVE_CHANGES_TEXT : 'Создать блок'}
      pending={pending}
      submitDisabled={!title.trim()}
    >
      <TextField
        label="Наименование"
        placeholder="Введите наименование"
        required
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
      />
      {!block && (
        <Select
          label="Шаблон"
          placeholder="Выберите шаблон"
          options={options}
          value={template}
          onChange={(id) => {
            setTemplate(id as BlockTemplate);
            setErrors((current) => ({ ...current, template: undefined }));
          }}
          error={errors.template}
        />
      )}
      <Checkbox label="Активен" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
    </FormPopup>
  );
}
