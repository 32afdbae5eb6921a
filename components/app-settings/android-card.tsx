'use client';

import { Field } from '@/components/form/field';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { FormRefusal, useAppForm } from '@/components/form/use-app-form';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { applicationApi, type ApplicationMain, type MediaCollection } from '@/lib/application/api';
import { androidListingValues } from '@/lib/application/forms';
import type { AndroidListingFormValues } from '@/lib/application/validation';
import { PLAY_MARKET, lengthCounter, marketImageCountError } from '@/lib/application/play-market';
import { AppIconField } from './app-icon-field';
import { useReportDirty } from './dirty-registry';
import { checkMarketPictures } from './market-pictures';
import { pictureItems, useMediaRemoval } from './media';
import { PLAY_CATEGORIES, PLAY_LANGUAGES } from './play-options';
import { usePendingFiles } from './pending-files';
import { SettingsCard } from './settings-card';
import { TextAreaField } from './text-area-field';
import styles from './app-settings.module.css';

const loadAndroidListingSchema = () => import('@/lib/application/validation').then((m) => m.androidListingSchema);

const FIELDS = ['title', 'shortDescription', 'description', 'defaultLanguage', 'appCategory', 'userAgreementUrl', 'userDeleteFormUrl'] as const;
const BANNER_HINT = `ровно ${PLAY_MARKET.banner.width}×${PLAY_MARKET.banner.height} px; png или jpg`;
const IMAGES_HINT = `от ${PLAY_MARKET.imagesMin} до ${PLAY_MARKET.imagesMax} изображений 16:9; стороны от ${PLAY_MARKET.imageSideMin} до ${PLAY_MARKET.imageSideMax} px; png или jpg`;

/** §3/§5/§9 Play Market listing: texts with live counters, the 1024×500 banner and 2–10 screenshots. */
export function AndroidCard({ app, onSaved }: { app: ApplicationMain; onSaved: (app: ApplicationMain) => void }) {
  const icon = usePendingFiles();
  const [iconError, setIconError] = useState<string | undefined>();
  const banner = usePendingFiles();
  const images = usePendingFiles();
  const [bannerError, setBannerError] = useState<string | undefined>();
  const [imagesError, setImagesError] = useState<string | undefined>();
  const media = useMediaRemoval(onSaved);
  const removing = media.removing;
  const savedBanner = app.android?.images?.marketBanner ?? null;
  const savedImages = app.android?.images?.marketImage ?? [];

  const form = useAppForm<AndroidListingFormValues>({
    schema: loadAndroidListingSchema,
    defaultValues: androidListingValues(app),
    serverFields: FIELDS,
    successText: 'Изменения сохранены',
    guard: 'none',
    submit: async (values) => {
      if (images.files.length) {
        const countError = marketImageCountError(savedImages.length + images.files.length);
        if (countError) {
          setImagesError(countError);
          throw new FormRefusal('Проверьте изображения для Play Market');
        }
      }
      setIconError(undefined);
      setBannerError(undefined);
      setImagesError(undefined);
      let saved = await applicationApi.updateAndroid(values);
      // The texts are saved even when a picture then fails: they are no longer unsaved.
      form.reset(androidListingValues(saved));
      if (icon.files.length || banner.files.length || images.files.length) {
        try {
          saved = await applicationApi.uploadAndroidImages({
            appIcon: icon.files[0]?.file,
            marketBanner: banner.files[0]?.file,
            marketImage: images.files.map((f) => f.file),
          });
          icon.clear();
          banner.clear();
          images.clear();
        } catch (error) {
          onSaved(saved);
          const apiError = error instanceof ApiError ? error : null;
          const fields = apiError?.fieldErrors ?? {};
          if (fields.appIcon) setIconError(fields.appIcon.join(', '));
          if (fields.marketBanner) setBannerError(fields.marketBanner.join(', '));
          if (fields.marketImage) setImagesError(fields.marketImage.join(', '));
          if (!apiError) setImagesError(GENERIC_ERROR);
          throw error;
        }
      }
      onSaved(saved);
    },
  });
  const {
    control,
  } = form;
  const [title, shortDescription, description] = useWatch({ control, name: ['title', 'shortDescription', 'description'] });
  useReportDirty('android', form.unsaved || icon.files.length > 0 || banner.files.length > 0 || images.files.length > 0);

  const removeSaved = (collection: MediaCollection, uuid: string) =>
    media.remove(collection, uuid, 'Изображение удалено', (text) => {
      if (collection === 'android_icon') setIconError(text);
      else if (collection === 'market_banner') setBannerError(text);
      else setImagesError(text);
    });

  const bannerItems = banner.files.length
    ? banner.files.map((f) => ({ id: f.id, preview: f.preview }))
    : savedBanner
      ? [{ id: savedBanner.uuid, preview: savedBanner.previewUrl, isLoading: removing === savedBanner.uuid }]
      : [];
  const imageItems = pictureItems(savedImages, images.files, removing);
  const savedImageIds = new Set(savedImages.map((p) => p.uuid));
  const imageCount = imageItems.length;

  return (
    <SettingsCard title="Публикация в Play Market" form={form}>
      <div className={styles.grid}>
        <Field
          label="Название"
          name="title"
          hint={lengthCounter(title, PLAY_MARKET.titleMax)}
        />
        <Field
          label="Краткое описание"
          name="shortDescription"
          hint={lengthCounter(shortDescription, PLAY_MARKET.shortDescriptionMax)}
        />
        <TextAreaField
          className={styles.wide}
          label="Полное описание"
          rows={6}
          name="description"
          counter={lengthCounter(description, PLAY_MARKET.descriptionMax)}
        />
        <SelectField control={control} name="defaultLanguage" label="Язык по умолчанию" options={PLAY_LANGUAGES} />
        <SelectField control={control} name="appCategory" label="Категория" placeholder="Выберите категорию" searchable options={PLAY_CATEGORIES} />
        <Field
          label="Ссылка на форму удаления аккаунта"
          inputMode="url"
          placeholder="https://example.ru/delete-account"
          name="userDeleteFormUrl"
        />
        <Field
          label="Ссылка на пользовательское соглашение"
          inputMode="url"
          placeholder="https://example.ru/agreement"
          name="userAgreementUrl"
        />
      </div>
      <AppIconField
        store="Play Market"
        side={512}
        saved={app.android?.appIcon ?? null}
        files={icon}
        removing={removing}
        onChoose={() => setIconError(undefined)}
        onRemoveSaved={(uuid) => void removeSaved('android_icon', uuid)}
        error={iconError}
      />
      <fieldset className={styles.group}>
        <legend>Баннер</legend>
        <ImageDropzone
          label="Баннер Play Market"
          text="Добавить баннер"
          hint={BANNER_HINT}
          extensions={PLAY_MARKET.extensions}
          maxBytes={PLAY_MARKET.maxBytes}
          items={bannerItems}
          onAdd={async (files) => {
            const { valid, error } = await checkMarketPictures(files.slice(0, 1), 'banner');
            setBannerError(error ?? undefined);
            if (valid.length) banner.replace(valid);
          }}
          onRemove={(id) => (id === savedBanner?.uuid && !banner.files.length ? void removeSaved('market_banner', String(id)) : banner.remove(id))}
          error={bannerError}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>
          Изображения <span className={styles.counter}>{`${imageCount} / ${PLAY_MARKET.imagesMax}`}</span>
        </legend>
        <ImageDropzone
          multiple
          maxFiles={PLAY_MARKET.imagesMax}
          label="Изображения Play Market"
          text="Добавить изображения"
          hint={IMAGES_HINT}
          extensions={PLAY_MARKET.extensions}
          maxBytes={PLAY_MARKET.maxBytes}
          items={imageItems}
          onAdd={async (files) => {
            const { valid, error } = await checkMarketPictures(files, 'image');
            setImagesError(error ?? undefined);
            if (valid.length) images.add(valid);
          }}
          onRemove={(id) => (savedImageIds.has(String(id)) ? void removeSaved('market_image', String(id)) : images.remove(id))}
          error={imagesError}
        />
      </fieldset>
    </SettingsCard>
  );
}
