'use client';

import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '@/components/form/use-app-form';
import { ThemeColorFields } from '@/components/app/theme-color-fields';
import { APP_COLOR_KEYS, applicationApi, type AppColors, type ApplicationMain } from '@/lib/application/api';
import type { ThemeColorsFormValues } from '@/lib/application/validation';
import { useReportDirty } from './dirty-registry';
import { SettingsCard } from './settings-card';
import styles from './app-settings.module.css';

const loadThemeColorsSchema = () => import('@/lib/application/validation').then((m) => m.themeColorsSchema);

const FIELDS = APP_COLOR_KEYS.map((key) => `colors.${key}` as const);

export interface ThemeColorsFormProps {
  colors: AppColors;
  onSaved: (app: ApplicationMain) => void;
  /** Told about every change, so a preview can follow the colours before they are saved. */
  onPreview?: (colors: Partial<AppColors>) => void;
}

/** §3 theme colours: eight HEX colours (§5), each typed or picked, saved by PUT application/main. */
export function ThemeColorsForm({ colors, onSaved, onPreview }: ThemeColorsFormProps) {
  const form = useAppForm<ThemeColorsFormValues>({
    schema: loadThemeColorsSchema,
    mode: 'onTouched',
    defaultValues: { colors },
    serverFields: FIELDS,
    successText: 'Цвета темы сохранены',
    guard: 'none',
    submit: async (values) => {
      const saved = await applicationApi.updateMain({ colors: values.colors });
      onSaved(saved);
      return { colors: saved.colors };
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  useReportDirty('colors', form.unsaved);
  const watched = useWatch({ control, name: 'colors' });
  useEffect(() => {
    onPreview?.(watched ?? {});
  }, [watched, onPreview]);

  return (
    <SettingsCard title="Цвета темы" form={form}>
      <ThemeColorFields control={control} errors={errors.colors} className={styles.colors} />
    </SettingsCard>
  );
}
