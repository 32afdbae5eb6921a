'use client';

import { useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormPopup } from '@/components/ui/form-popup';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { bannersApi, type Banner } from '@/lib/home/banners';
import type { NamedOption } from '@/lib/home/types';
import { useGuardedClose } from '@/components/ui/unsaved-guard';
import { bannerChanges, bannerFormValues, canSubmitBanner, fieldMessage, HOME_TITLE_MAX, homeMessages, type BannerFormValues } from '@/lib/home/forms';
import { IMAGE_MAX_BYTES } from '@/lib/validation/image';
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

type FieldErrorsState = { title?: string; categoryId?: string; image?: string };

/**
 * §2 banner form. Create is one multipart call; edit uploads a newly chosen image first, then
 * sends the text fields only if one of them changed (§4), all three together (§7 PUT). On error the form stays open with the message.
 * Mount it with a `key` per banner, so each opening starts from that banner's values.
 */
export function BannerFormPopup({ banner, categories, onSaved, onClose }: BannerFormPopupProps) {
  const [values, setValues] = useState<BannerFormValues>(() => bannerFormValues(banner));
  // The loaded banner the changes are measured against; an uploaded image moves it forward.
  const [loaded, setLoaded] = useState<Banner | null>(banner);
  const image = useImageChoice(banner?.image?.previewUrl ?? null);
  const [imageCheck, setImageCheck] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrorsState>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = <K extends keyof BannerFormValues>(key: K, value: BannerFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async (): Promise<Banner> => {
    if (!loaded) {
      return bannersApi.create(
        { title: values.title.trim(), categoryId: values.categoryId!, isActive: values.isActive },
        image.file,
      );
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitBanner(values, !!image.preview) || pending) return;
    setPending(true);
    setFormError(null);
    try {
      const saved = await save();
      onSaved(saved);
      onClose();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      const fields = apiError?.fieldErrors ?? {};
      setFormError(apiError?.error ?? GENERIC_ERROR);
      setErrors({
        title: fieldMessage(fields, 'title'),
        categoryId: fieldMessage(fields, 'categoryId', 'category_id'),
        image: fieldMessage(fields, 'image'),
      });
    } finally {
      setPending(false);
    }
  };

  const disabled = !canSubmitBanner(values, !!image.preview) || !!imageCheck;
  // Measured against the loaded banner: an image already uploaded is no longer unsaved.
  const base = bannerFormValues(loaded);
  const dirty =
    !pending &&
    (values.title !== base.title ||
      values.categoryId !== base.categoryId ||
      values.isActive !== base.isActive ||
      image.file !== null ||
      image.preview !== (loaded?.image?.previewUrl ?? null));
  const { requestClose, guard } = useGuardedClose(dirty, onClose);
  // Said while typing, so an over-long title never goes up to come back as a 422.
  const titleError = values.title.trim().length > HOME_TITLE_MAX ? homeMessages.bannerTitleLength : errors.title;
  const titleId = banner ? 'Редактировать баннер' : 'Новый баннер';

  return (
    <>
      {guard}
      <FormPopup
        title={titleId}
        onClose={requestClose}
        onSubmit={submit}
        error={formError}
        // The specification's text, with its two spaces.
        submitText={banner ? 'Сохранить  изменения' : 'Создать баннер'}
        pending={pending}
        submitDisabled={disabled}
      >
        <TextField
          label="Наименование"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={titleError}
        />
        <Select
          label="Категория товара"
          options={categories}
          searchable
          placeholder="Выберите категорию"
          value={values.categoryId}
          onChange={(id) => set('categoryId', Number(id))}
          error={errors.categoryId}
        />
        <div>
          <span className={styles.label}>Фото</span>
          <ImageDropzone
            label="Фото"
            maxBytes={IMAGE_MAX_BYTES}
            items={image.preview ? [{ id: 'banner', preview: image.preview }] : []}
            onAdd={([file]) => {
              if (file) image.choose(file);
              setErrors((current) => ({ ...current, image: undefined }));
            }}
            onRemove={() => image.clear()}
            onValidate={setImageCheck}
            error={errors.image}
          />
        </div>
        <Checkbox label="Активен" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      </FormPopup>
    </>
  );
}
