'use client';

import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { ownApi } from '@/lib/api/client';
import { VIEW_NAME_MAX, type ViewList, type ViewTab } from '@/lib/views/types';
import { SAVE_VIEW_TEXT } from './saved-views-texts';

interface SaveViewValues {
  name: string;
  shared: boolean;
}

const loadSaveViewSchema = () => import('@/lib/views/validation').then((m) => m.saveViewSchema);

/** «Сохранить вид»: a name and whether the whole company sees it; the query is the address's. */
export function SaveViewPopup({ list, query, onClose, onSaved }: { list: ViewList; query: string; onClose: () => void; onSaved: () => void }) {
  const form = useAppForm<SaveViewValues>({
    schema: loadSaveViewSchema,
    defaultValues: { name: '', shared: false },
    guard: 'none',
    submit: async ({ name, shared }) => {
      await ownApi.post<ViewTab>('views', { list, name, query, shared });
      onClose();
      onSaved();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // Administrators have no company: their shared views are seen by every administrator.
  const sharedLabel = list === 'companies' ? 'Для всех администраторов' : 'Для всей компании';
  return (
    <AppFormPopup form={form} title={SAVE_VIEW_TEXT} onClose={onClose} submitText="Сохранить" size="small">
      <TextField label="Название" autoFocus maxLength={VIEW_NAME_MAX} registration={register('name')} error={errors.name?.message} />
      <Checkbox label={sharedLabel} registration={register('shared')} error={errors.shared?.message} />
    </AppFormPopup>
  );
}
