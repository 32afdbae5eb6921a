'use client';

import { AppFormPopup } from '@/components/form/app-form-popup';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type BonusLevel } from '@/lib/settings/api';
import { bonusLevelFormValues, toBonusLevelPayload } from '@/lib/settings/forms';
import type { BonusLevelFormValues } from '@/lib/settings/validation';
import { useSettingsForm } from './use-settings-form';

const loadBonusLevelSchema = () => import('@/lib/settings/validation').then((m) => m.bonusLevelSchema);

const FIELDS = ['name', 'threshold', 'percent'] as const;

export interface BonusLevelPopupProps {
  /** The level being edited; null for a new one. */
  level: BonusLevel | null;
  onSaved: (level: BonusLevel) => void;
  onClose: () => void;
}

/** Create or edit a bonus level (name, threshold sum, percent); on error the popup stays open with the input. */
export function BonusLevelPopup({ level, onSaved, onClose }: BonusLevelPopupProps) {
  const form = useSettingsForm<BonusLevelFormValues>({
    schema: loadBonusLevelSchema,
    defaultValues: bonusLevelFormValues(level),
    serverFields: FIELDS,
    submit: async (values) => {
      const payload = toBonusLevelPayload(values);
      onSaved(level ? await settingsApi.updateLevel(level.id, payload) : await settingsApi.createLevel(payload));
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AppFormPopup form={form} title={level ? 'Изменить уровень' : 'Новый уровень'} onClose={onClose} submitText={level ? SAVE_CHANGES_TEXT : 'Добавить уровень'}>
      <TextField label="Название" placeholder="Например, Золотой" registration={register('name')} error={errors.name?.message} />
      <TextField
        label="Сумма покупок, ₽"
        inputMode="numeric"
        hint="Уровень присваивается, когда клиент купил на эту сумму"
        registration={register('threshold')}
        error={errors.threshold?.message}
      />
      <TextField label="Процент" inputMode="decimal" end="%" registration={register('percent')} error={errors.percent?.message} />
    </AppFormPopup>
  );
}
