'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Popup } from '@/components/ui/popup';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type BonusLevel } from '@/lib/api/settings';
import { bonusLevelFormValues, bonusLevelSchema, toBonusLevelPayload, type BonusLevelFormValues } from '@/lib/validation/settings';
import { showServerErrors } from './server-errors';
import { useUnsavedReport } from './settings-guard';
import styles from './settings.module.css';

const FIELDS = ['name', 'threshold', 'percent'] as const;

export interface BonusLevelPopupProps {
  /** The level being edited; null for a new one. */
  level: BonusLevel | null;
  onSaved: (level: BonusLevel) => void;
  onClose: () => void;
}

/** Create or edit a bonus level (name, threshold sum, percent); on error the popup stays open with the input. */
export function BonusLevelPopup({ level, onSaved, onClose }: BonusLevelPopupProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BonusLevelFormValues>({ resolver: yupResolver(bonusLevelSchema), defaultValues: bonusLevelFormValues(level) });
  useUnsavedReport(isDirty && !isSubmitting);

  const onSubmit = async (values: BonusLevelFormValues) => {
    setFormError(null);
    try {
      const payload = toBonusLevelPayload(values);
      const saved = level ? await settingsApi.updateLevel(level.id, payload) : await settingsApi.createLevel(payload);
      onSaved(saved);
    } catch (failure) {
      setFormError(showServerErrors(failure, FIELDS, setError));
    }
  };

  const heading = level ? 'Изменить уровень' : 'Новый уровень';
  return (
    <Popup open onClose={onClose} title={heading}>
      <form className={styles.formGrid} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={heading}>
        <TextField label="Название" placeholder="Например, Золотой" registration={register('name')} error={errors.name?.message} />
        <TextField
          label="Сумма покупок, ₽"
          inputMode="numeric"
          hint="Уровень присваивается, когда клиент купил на эту сумму"
          registration={register('threshold')}
          error={errors.threshold?.message}
        />
        <TextField label="Процент" inputMode="decimal" end="%" registration={register('percent')} error={errors.percent?.message} />
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={isSubmitting}>
            {level ? SAVE_CHANGES_TEXT : 'Добавить уровень'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Popup>
  );
}
