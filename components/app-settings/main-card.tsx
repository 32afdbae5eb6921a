'use client';

import { Field } from '@/components/form/field';
import { useState } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { applicationApi, type ApplicationMain } from '@/lib/application/api';
import { appMainValues, LOGO_RULES } from '@/lib/application/forms';
import type { AppMainFormValues } from '@/lib/application/validation';
import { useReportDirty } from './dirty-registry';
import { uploadErrorText, useMediaRemoval } from './media';
import { usePendingFiles, uuidOfUrl } from './pending-files';
import { SettingsCard } from './settings-card';
import styles from './app-settings.module.css';

const loadAppMainSchema = () => import('@/lib/application/validation').then((m) => m.appMainSchema);

const FIELDS = ['companyName', 'iconName', 'splashScreenText', 'hasDelivery', 'hasFavorite', 'hasMarket', 'hasPickup', 'hasServices'] as const;
const FLAGS = [
  ['hasDelivery', 'Доставка'],
  ['hasPickup', 'Самовывоз'],
  ['hasMarket', 'Магазин'],
  ['hasFavorite', 'Избранное'],
  ['hasServices', 'Услуги'],
] as const;

/** Company name, icon name, splash text, logo and the app's sections (PUT and POST-form application/main). */
export function MainCard({ app, onSaved }: { app: ApplicationMain; onSaved: (app: ApplicationMain) => void }) {
  const logo = usePendingFiles();
  const [logoError, setLogoError] = useState<string | undefined>();
  const media = useMediaRemoval(onSaved);
  const form = useAppForm<AppMainFormValues>({
    schema: loadAppMainSchema,
    defaultValues: appMainValues(app),
    serverFields: FIELDS,
    successText: 'Изменения сохранены',
    guard: 'none',
    submit: async (values) => {
      setLogoError(undefined);
      let saved = await applicationApi.updateMain(values);
      // The texts are saved even when the logo then fails: they are no longer unsaved.
      form.reset(appMainValues(saved));
      const file = logo.files[0]?.file;
      if (file) {
        try {
          saved = await applicationApi.uploadLogo(file);
          logo.clear();
        } catch (error) {
          onSaved(saved);
          setLogoError(uploadErrorText(error, 'logo'));
          throw error;
        }
      }
      onSaved(saved);
    },
  });
  const {
    register,
  } = form;
  useReportDirty('main', form.unsaved || logo.files.length > 0);

  const removeSaved = async () => {
    if (app.logo) await media.remove('logo', uuidOfUrl(app.logo), 'Логотип удалён', setLogoError);
  };

  const items = logo.files.length
    ? logo.files.map((f) => ({ id: f.id, preview: f.preview }))
    : app.logo
      ? [{ id: 'saved', preview: app.logo, isLoading: media.removing !== null }]
      : [];

  return (
    <SettingsCard title="Основные данные" form={form}>
      <div className={styles.grid}>
        <Field label="Название компании" name="companyName" />
        <Field
          label="Название под иконкой"
          maxLength={30}
          name="iconName"
          hint="Подпись приложения на экране телефона"
        />
        <Field
          className={styles.wide}
          label="Текст заставки"
          name="splashScreenText"
        />
      </div>
      <fieldset className={styles.group}>
        <legend>Разделы приложения</legend>
        <div className={styles.flags}>
          {FLAGS.map(([name, label]) => (
            <Checkbox key={name} label={label} registration={register(name)} />
          ))}
        </div>
      </fieldset>
      <div className={styles.group}>
        <span className={styles.groupTitle}>Логотип</span>
        <ImageDropzone
          label="Логотип"
          text="Добавить логотип"
          hint="svg, pdf или png; не более 50 Мб"
          extensions={LOGO_RULES.extensions}
          maxBytes={LOGO_RULES.maxBytes}
          items={items}
          onAdd={(files) => {
            setLogoError(undefined);
            logo.replace(files.slice(0, 1));
          }}
          onRemove={(id) => (id === 'saved' ? void removeSaved() : logo.remove(id))}
          error={logoError}
        />
      </div>
    </SettingsCard>
  );
}
