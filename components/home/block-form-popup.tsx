'use client';

import { Controller, useWatch } from 'react-hook-form';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { blocksApi, type BlockTemplate, type BlockTemplateOption, type InfoBlock } from '@/lib/home/api';
import { homeFailure } from '@/lib/home/forms';

export interface BlockFormPopupProps {
  /** The block being edited; null for a new one. */
  block: InfoBlock | null;
  templates: readonly BlockTemplateOption[];
  onSaved: (block: InfoBlock) => void;
  onClose: () => void;
}

interface BlockFormValues {
  title: string;
  template: BlockTemplate | null;
  isActive: boolean;
}

// One loader for each case, so each keeps its identity across renders (the schema loads once per loader).
const loadCreateSchema = () => import('@/lib/home/validation').then((m) => m.blockSchema(true));
const loadEditSchema = () => import('@/lib/home/validation').then((m) => m.blockSchema(false));

/**
 * §2 block form: name (required, trimmed), template on creation only, Активен. Server field
 * messages mark the name and the template (§8). Mount with a `key` per opening.
 */
export function BlockFormPopup({ block, templates, onSaved, onClose }: BlockFormPopupProps) {
  const form = useAppForm<BlockFormValues>({
    schema: block ? loadEditSchema : loadCreateSchema,
    defaultValues: { title: block?.title ?? '', template: null, isActive: block?.isActive ?? true },
    // A dialog: as before, closing it does not ask.
    guard: 'none',
    failure: homeFailure({ title: ['title'], template: ['template'] }),
    submit: async ({ title, template, isActive }) => {
      const saved = block
        ? await blocksApi.update(block.id, { title: title.trim(), isActive, sort: block.sort })
        : await blocksApi.create({ title: title.trim(), template: template!, isActive });
      onSaved(saved);
      onClose();
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  const options = templates.map((t) => ({ id: t.name, name: t.nameRu }));

  return (
    <AppFormPopup
      form={form}
      title={block ? 'Редактировать блок' : 'Новый блок'}
      onClose={onClose}
      submitText={block ? SAVE_CHANGES_TEXT : 'Создать блок'}
      submitDisabled={!title.trim()}
    >
      <TextField label="Наименование" placeholder="Введите наименование" required registration={register('title')} error={errors.title?.message} />
      {!block && (
        <Controller
          control={control}
          name="template"
          render={({ field }) => (
            <Select
              label="Шаблон"
              placeholder="Выберите шаблон"
              options={options}
              value={field.value}
              onChange={(id) => field.onChange(id as BlockTemplate)}
              onBlur={field.onBlur}
              error={errors.template?.message}
            />
          )}
        />
      )}
      <Checkbox label="Активен" registration={register('isActive')} />
    </AppFormPopup>
  );
}
