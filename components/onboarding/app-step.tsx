'use client';

import { Field } from '@/components/form/field';
import { useWatch } from 'react-hook-form';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import type { AppFormValues } from '@/lib/onboarding/validation';
import { AppPreview } from '@/components/app/app-preview';
import { APP_COLOR_KEYS, APP_COLOR_LABELS } from '@/lib/application/api';
import { ThemeColorFields } from '@/components/app/theme-color-fields';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
import styles from './onboarding.module.css';

const loadAppSchema = () => import('@/lib/onboarding/validation').then((m) => m.appSchema(APP_COLOR_LABELS));

const FIELDS = ['companyName', 'iconName', 'splashScreenText', ...APP_COLOR_KEYS.map((key) => `colors.${key}` as const)] as const;

export interface AppStepProps {
  defaults: AppFormValues;
  onSave: (values: AppFormValues) => Promise<void>;
  onBack: () => void;
  onDraft?: (values: AppFormValues) => void;
}

/** Step 2: the app's names, splash text and theme colours (PUT application/main). */
export function AppStep({ defaults, onSave, onBack, onDraft }: AppStepProps) {
  const form = useStepForm<AppFormValues>({
    schema: loadAppSchema,
    mode: 'onTouched',
    defaultValues: defaults,
    serverFields: FIELDS,
    onSave,
    onDraft,
  });
  const {
    control,
    formState: { errors },
  } = form;
  const [iconName, splashScreenText, colors] = useWatch({ control, name: ['iconName', 'splashScreenText', 'colors'] });

  return (
    <AppFormView form={form} className={styles.form}>
      <div className={styles.grid}>
        <Field
          label="Название в приложении"
          name="companyName"
          hint="Покупатели увидят его в шапке приложения"
        />
        <Field
          label="Подпись под иконкой"
          maxLength={30}
          name="iconName"
          hint="Коротко: до 30 символов, лучше до 12"
        />
        <Field
          className={styles.wide}
          label="Текст заставки"
          name="splashScreenText"
          hint="Необязательно. Показывается при запуске приложения"
        />
      </div>
      <AppPreview iconName={iconName ?? ''} splashScreenText={splashScreenText ?? ''} colors={colors ?? {}} />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Цвета темы</legend>
        <ThemeColorFields control={control} errors={errors.colors} className={styles.colors} />
      </fieldset>
      <FormFailure />
      <StepActions onBack={onBack} pending={form.submitting} />
    </AppFormView>
  );
}
