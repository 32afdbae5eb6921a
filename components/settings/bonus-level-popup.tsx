'use client';

import { Field } from '@/components/form/field';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
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

  return (
    <AppFormPopup form={form} title={level ? 'Изменить уровень' : 'Новый уровень'} onClose={onClose} submitText={level ? SAVE_CHANGES_TEXT : 'Добавить уровень'}>
      <Field label="Название" placeholder="Например, Золотой" name="name" />
      <Field
        label="Сумма покупок, ₽"
        inputMode="numeric"
        hint="Уровень присваивается, когда клиент купил на эту сумму"
        name="threshold"
      />
      <Field label="Процент" inputMode="decimal" end="%" name="percent" />
    </AppFormPopup>
  );
}
