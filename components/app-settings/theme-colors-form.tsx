'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ThemeColorFields } from '@/components/app/theme-color-fields';
import { APP_COLOR_KEYS, applicationApi, type AppColors, type ApplicationMain } from '@/lib/application/api';
import { themeColorsSchema, type ThemeColorsFormValues } from '@/lib/application/validation';
import { useReportDirty } from './dirty-registry';
import { SettingsCard } from './settings-card';
import { useSave } from './use-save';
import styles from './app-settings.module.css';

const FIELDS = APP_COLOR_KEYS.map((key) => `colors.${key}` as const);

export interface ThemeColorsFormProps {
  colors: AppColors;
  onSaved: (app: ApplicationMain) => void;
  /** Told about every change, so a preview can follow the colours before they are saved. */
  onPreview?: (colors: Partial<AppColors>) => void;
}

/** §3 theme colours: eight HEX colours (§5), each typed or picked, saved by PUT application/main. */
export function ThemeColorsForm({ colors, onSaved, onPreview }: ThemeColorsFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ThemeColorsFormValues>({ resolver: yupResolver(themeColorsSchema), mode: 'onTouched', defaultValues: { colors } });
  const { formError, run } = useSave(FIELDS, setError);
  useReportDirty('colors', isDirty);
  const watched = useWatch({ control, name: 'colors' });
  useEffect(() => {
    onPreview?.(watched ?? {});
  }, [watched, onPreview]);

  const onSubmit = (values: ThemeColorsFormValues) =>
    run(async () => {
      const saved = await applicationApi.updateMain({ colors: values.colors });
      reset({ colors: saved.colors });
      onSaved(saved);
    }, 'Цвета темы сохранены');

  return (
    <SettingsCard title="Цвета темы" onSubmit={handleSubmit(onSubmit)} pending={isSubmitting} error={formError}>
      <ThemeColorFields control={control} errors={errors.colors} className={styles.colors} />
    </SettingsCard>
  );
}
