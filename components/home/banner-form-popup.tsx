'use client';

import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/api-error';
import { bannersApi, type Banner } from '@/lib/home/banners';
import type { NamedOption } from '@/lib/home/types';
import { useGuardedClose } from '@/components/ui/unsaved-guard';
import {
  bannerChanges,
  BANNER_REQUIRED_LABELS,
  bannerFormValues,
  bannerSubmitHint,
  canSubmitBanner,
  fieldMessage,
  HOME_TITLE_MAX,
  homeFailure,
  homeMessages,
  type BannerFormValues,
} from '@/lib/home/forms';
import { IMAGE_MAX_BYTES } from '@/lib/validation/image';
import requiredStyles from '@/components/ui/required.module.css';
import { useImageChoice } from './use-image-choice';
import styles from './home.module.css';

export interface BannerFormPopupProps {
  /** The banner being edited; null for a new one. */
  banner: Banner | null;
  categories: readonly NamedOption[];
  /** Told about every saved state (an uploaded image counts even if the text then fails). */
  onSaved: (banner: Banner) => void;
  onClose: () => void;
}

const loadBannerSchema = () => import('@/lib/home/validation').then((m) => m.bannerSchema);

/**
 * §2 banner form. Create is one multipart call; edit uploads a newly chosen image first, then
 * sends the text fields only if one of them changed (§4), all three together (§7 PUT). On error the form stays open with the message.
 * Mount it with a `key` per banner, so each opening starts from that banner's values.
 */
export function BannerFormPopup({ banner, categories, onSaved, onClose }: BannerFormPopupProps) {
  // The loaded banner the changes are measured against; an uploaded image moves it forward.
  const [loaded, setLoaded] = useState<Banner | null>(banner);
  const image = useImageChoice(banner?.image?.previewUrl ?? null);
  const [imageCheck, setImageCheck] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();

  const save = async (values: BannerFormValues): Promise<Banner> => {
    if (!loaded) {
      return bannersApi.create({ title: values.title.trim(), categoryId: values.categoryId!, isActive: values.isActive }, image.file);
    }
    let current = loaded;
    if (image.file) {
      current = await bannersApi.replaceImage(current.id, image.file);
      setLoaded(current);
      image.stored(current.image?.previewUrl ?? null);
      onSaved(current);
    }
    const changes = bannerChanges(current, values);
    return changes ? bannersApi.update(current.id, changes) : current;
  };

  const form = useAppForm<BannerFormValues>({
    schema: loadBannerSchema,
    defaultValues: bannerFormValues(banner),
    // The dialog guards its own closing (below).
    guard: 'none',
    // Measured against the loaded banner: an image already uploaded is no longer unsaved.
    alsoUnsaved: image.file !== null || image.preview !== (loaded?.image?.previewUrl ?? null),
    failure: homeFailure({ title: ['title'], categoryId: ['categoryId', 'category_id'] }),
    submit: async (values) => {
      setImageError(undefined);
      try {
        onSaved(await save(values));
        onClose();
      } catch (failure) {
        setImageError(fieldMessage(failure instanceof ApiError ? failure.fieldErrors : {}, 'image'));
        throw failure;
      }
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as BannerFormValues;
  const { requestClose, guard } = useGuardedClose(form.unsaved, onClose);
  const disabled = !canSubmitBanner(values, !!image.preview) || !!imageCheck;
  // §2 keeps the button disabled until the three required fields are set: it says which are not.
  const submitHint = disabled ? bannerSubmitHint(values, !!image.preview, !!imageCheck) : undefined;
  // Said while typing, so an over-long title never goes up to come back as a 422.
  const titleError = values.title.trim().length > HOME_TITLE_MAX ? homeMessages.bannerTitleLength : errors.title?.message;

  return (
    <>
      {guard}
      <AppFormPopup
        form={form}
        title={banner ? 'Редактировать баннер' : 'Новый баннер'}
        onClose={requestClose}
        // The specification's text, with its two spaces.
        submitText={banner ? 'Сохранить  изменения' : 'Создать баннер'}
        submitDisabled={disabled}
        submitHint={submitHint}
      >
        <TextField label={BANNER_REQUIRED_LABELS.title} required registration={register('title')} error={titleError} />
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              label={BANNER_REQUIRED_LABELS.category}
              required
              options={categories}
              searchable
              placeholder="Выберите категорию"
              value={field.value}
              onChange={(id) => field.onChange(Number(id))}
              onBlur={field.onBlur}
              error={errors.categoryId?.message}
            />
          )}
        />
        <div>
          <span className={`${styles.label} ${requiredStyles.required}`}>{BANNER_REQUIRED_LABELS.image}</span>
          <ImageDropzone
            label={BANNER_REQUIRED_LABELS.image}
            maxBytes={IMAGE_MAX_BYTES}
            items={image.preview ? [{ id: 'banner', preview: image.preview }] : []}
            onAdd={([file]) => {
              if (file) image.choose(file);
              setImageError(undefined);
            }}
            onRemove={() => image.clear()}
            onValidate={setImageCheck}
            error={imageError}
          />
        </div>
        <Checkbox label="Активен" registration={register('isActive')} />
      </AppFormPopup>
    </>
  );
}
