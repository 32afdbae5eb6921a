'use client';

import { Field } from '@/components/form/field';
import { useState } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { IOS_DEVICES, IOS_DEVICE_LABELS, applicationApi, type ApplicationMain, type IosDevice } from '@/lib/application/api';
import { IOS_SCREENSHOT_RULES, iosListingValues } from '@/lib/application/forms';
import type { IosListingFormValues } from '@/lib/application/validation';
import { AppIconField } from './app-icon-field';
import { useReportDirty } from './dirty-registry';
import { pictureItems, uploadErrorText, useMediaRemoval } from './media';
import { usePendingFiles } from './pending-files';
import { SettingsCard } from './settings-card';
import { TextAreaField } from './text-area-field';
import styles from './app-settings.module.css';

const loadIosListingSchema = () => import('@/lib/application/validation').then((m) => m.iosListingSchema);

const FIELDS = ['title', 'supportUrl', 'userAgreementUrl', 'description', 'keyWords'] as const;

/** §3 App Store listing: texts and links (PUT application/ios), screenshots per device (POST-form). */
export function IosCard({ app, onSaved }: { app: ApplicationMain; onSaved: (app: ApplicationMain) => void }) {
  const shots = {
    iphone67: usePendingFiles(),
    iphone65: usePendingFiles(),
    iphone55: usePendingFiles(),
    ipad129: usePendingFiles(),
  };
  const icon = usePendingFiles();
  const [iconError, setIconError] = useState<string | undefined>();
  const [imageErrors, setImageErrors] = useState<Partial<Record<IosDevice, string>>>({});
  const media = useMediaRemoval(onSaved);
  const removing = media.removing;
  const hasPending = icon.files.length > 0 || IOS_DEVICES.some((device) => shots[device].files.length > 0);
  const form = useAppForm<IosListingFormValues>({
    schema: loadIosListingSchema,
    defaultValues: iosListingValues(app),
    serverFields: FIELDS,
    successText: 'Изменения сохранены',
    guard: 'none',
    submit: async (values) => {
      setImageErrors({});
      setIconError(undefined);
      let saved = await applicationApi.updateIos(values);
      // The texts are saved even when a picture then fails: they are no longer unsaved.
      form.reset(iosListingValues(saved));
      const iconFile = icon.files[0]?.file;
      if (iconFile) {
        try {
          saved = await applicationApi.uploadIos({ appIcon: iconFile });
          icon.clear();
        } catch (error) {
          onSaved(saved);
          setIconError(uploadErrorText(error, 'appIcon'));
          throw error;
        }
      }
      for (const device of IOS_DEVICES) {
        const files = shots[device].files;
        if (!files.length) continue;
        try {
          saved = await applicationApi.uploadIos({ device, images: files.map((f) => f.file) });
          shots[device].clear();
        } catch (error) {
          onSaved(saved);
          setImageErrors((current) => ({ ...current, [device]: uploadErrorText(error, 'images') }));
          throw error;
        }
      }
      onSaved(saved);
    },
  });
  useReportDirty('ios', form.unsaved || hasPending);

  const removeSaved = (device: IosDevice | 'icon', uuid: string) =>
    device === 'icon'
      ? media.remove('ios_icon', uuid, 'Иконка удалена', setIconError)
      : media.remove('ios', uuid, 'Снимок экрана удалён', (text) => setImageErrors((current) => ({ ...current, [device]: text })));

  return (
    <SettingsCard title="Публикация в App Store" form={form}>
      <div className={styles.grid}>
        <Field label="Название" maxLength={30} name="title" />
        <Field label="Ключевые слова" name="keyWords" hint="Через запятую" />
        <Field
          label="Ссылка на поддержку"
          inputMode="url"
          placeholder="https://example.ru/support"
          name="supportUrl"
        />
        <Field
          label="Ссылка на пользовательское соглашение"
          inputMode="url"
          placeholder="https://example.ru/agreement"
          name="userAgreementUrl"
        />
        <TextAreaField className={styles.wide} label="Описание" name="description" />
      </div>
      <AppIconField
        store="App Store"
        side={1024}
        saved={app.ios?.appIcon ?? null}
        files={icon}
        removing={removing}
        onChoose={() => setIconError(undefined)}
        onRemoveSaved={(uuid) => void removeSaved('icon', uuid)}
        error={iconError}
      />
      <fieldset className={styles.group}>
        <legend>Снимки экрана</legend>
        <div className={styles.devices}>
          {IOS_DEVICES.map((device) => {
            const saved = app.ios?.images?.[device] ?? [];
            const items = pictureItems(saved, shots[device].files, removing);
            const savedIds = new Set(saved.map((p) => p.uuid));
            return (
              <div key={device} className={styles.device}>
                <span className={styles.groupTitle}>{IOS_DEVICE_LABELS[device]}</span>
                <ImageDropzone
                  multiple
                  maxFiles={IOS_SCREENSHOT_RULES.maxFiles}
                  extensions={IOS_SCREENSHOT_RULES.extensions}
                  maxBytes={IOS_SCREENSHOT_RULES.maxBytes}
                  label={`Снимки экрана ${IOS_DEVICE_LABELS[device]}`}
                  text="Добавить снимок"
                  hint="png или jpg; до 10 снимков"
                  items={items}
                  onAdd={(files) => shots[device].add(files)}
                  onRemove={(id) => (savedIds.has(String(id)) ? void removeSaved(device, String(id)) : shots[device].remove(id))}
                  error={imageErrors[device]}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </SettingsCard>
  );
}
