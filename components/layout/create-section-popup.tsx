'use client';

import { Controller, useWatch } from 'react-hook-form';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import { SECTION_TYPE_NAMES, type SectionSummary, type SectionType } from '@/lib/company/types';

interface CreateSectionPopupProps {
  open: boolean;
  onClose: () => void;
  onCreated: (section: SectionSummary) => void;
}

interface SectionFormValues {
  title: string;
  type: SectionType;
}

const TYPES = (Object.entries(SECTION_TYPE_NAMES) as [SectionType, string][]).map(([value, label]) => ({ value, label }));
const EMPTY: SectionFormValues = { title: '', type: 'html_text' };
const loadSectionSchema = () => import('@/lib/company/validation').then((m) => m.sectionSchema);

/** §2 'Создать раздел': title (required) and type (default html_text). */
export function CreateSectionPopup({ open, onClose, onCreated }: CreateSectionPopupProps) {
  const { notify } = useToast();
  const form = useAppForm<SectionFormValues>({
    schema: loadSectionSchema,
    defaultValues: EMPTY,
    // A dialog: as before, closing it does not ask.
    guard: 'none',
    submit: async ({ title, type }) => {
      try {
        // Loaded when first used: the popup belongs to the menu, which is on every page.
        const { sectionsApi } = await import('@/lib/company/api');
        const section = await sectionsApi.create({ title: title.trim(), type });
        close();
        onCreated(section);
      } catch (error) {
        // §8 "Section create / delete": the error text in a notification, field messages under fields.
        notify({ tone: 'error', text: error instanceof ApiError ? error.error : 'Не удалось создать раздел' });
        throw error;
      }
    },
    failure: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const fieldErrors: Record<string, string> = {};
      if (fields.title) fieldErrors.title = fields.title.join(', ');
      const type = fields.template ?? fields.type;
      if (type) fieldErrors.type = type.join(', ');
      // The text itself went to the notification.
      return { message: '', fieldErrors };
    },
  });
  const {
    register,
    control,
    reset,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });

  function close() {
    reset(EMPTY);
    onClose();
  }

  // The menu keeps this mounted while closed (the Popup drew nothing then either), so the form's state outlives the dialog.
  if (!open) return null;
  return (
    <AppFormPopup form={form} title="Создать раздел" onClose={close} submitText="Создать" submitDisabled={!title.trim()}>
      <TextField label="Название" placeholder="Введите название" registration={register('title')} error={errors.title?.message} autoFocus />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup legend="Тип раздела" options={TYPES} value={field.value} onChange={field.onChange} error={errors.type?.message} />
        )}
      />
    </AppFormPopup>
  );
}
