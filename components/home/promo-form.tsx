'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { SelectField } from '@/components/form/select-field';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { TextField } from '@/components/ui/text-field';
import { useAfterChange } from '@/components/ui/use-route-data';
import { ApiError } from '@/lib/api/api-error';
import type { NamedOption, PromoPage } from '@/lib/home/types';
import { promoApi } from '@/lib/promo/api';
import { fieldMessage, HOME_TITLE_MAX, homeFailure, homeMessages } from '@/lib/home/forms';
import { paths } from '@/lib/paths';
import styles from './home.module.css';

/** How many photos one promo page takes (not in the specification; the upstream's limit). */
const MAX_PROMO_IMAGES = 10;

export interface PromoFormProps {
  blockId: number;
  promo?: PromoPage;
  /** Parent categories, loaded before the screen opens (§2). */
  categories: readonly NamedOption[];
}

interface PromoFormValues {
  title: string;
  description: string;
  categoryId: number | null;
  isActive: boolean;
}

const loadPromoSchema = () => import('@/lib/home/validation').then((m) => m.promoSchema);

interface Chosen {
  id: string;
  file: File;
  preview: string;
}

/**
 * §2 promo page: title, description, category, activity and photos. Creation is one multipart
 * call; on edit the text goes by PUT and newly chosen photos replace the old ones.
 */
export function PromoForm({ blockId, promo, categories }: PromoFormProps) {
  const router = useRouter();
  const { changed } = useAfterChange();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  // Set once saved: the page is leaving by itself, so the chosen photos are not "unsaved" any more.
  const [saved, setSaved] = useState(false);

  useEffect(() => () => chosen.forEach((c) => URL.revokeObjectURL(c.preview)), [chosen]);

  const form = useAppForm<PromoFormValues>({
    schema: loadPromoSchema,
    defaultValues: {
      title: promo?.title ?? '',
      description: promo?.description ?? '',
      categoryId: promo?.categoryId ?? null,
      isActive: promo?.isActive ?? true,
    },
    alsoUnsaved: chosen.length > 0 && !saved,
    successText: promo ? 'Изменения сохранены' : 'Акция создана',
    failure: homeFailure({ title: ['title'], categoryId: ['categoryId', 'category_id'] }),
    submit: async (values) => {
      setImagesError(undefined);
      const fields = { title: values.title.trim(), description: values.description, categoryId: values.categoryId!, isActive: values.isActive };
      const files = chosen.map((c) => c.file);
      try {
        if (promo) {
          await promoApi.update(blockId, promo.id, fields);
          if (files.length) await promoApi.uploadImages(blockId, promo.id, files);
        } else {
          await promoApi.create(blockId, fields, files);
        }
      } catch (failure) {
        setImagesError(fieldMessage(failure instanceof ApiError ? failure.fieldErrors : {}, 'images', 'image'));
        throw failure;
      }
      setSaved(true);
      changed(paths.home);
      return values;
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });

  const shown = chosen.length
    ? chosen.map(({ id, preview }) => ({ id, preview }))
    : (promo?.images ?? []).map((image) => ({ id: `stored-${image.id}`, preview: image.previewUrl }));

  // A title growing past the upstream's limit is told at once, not after a 422; once the form was
  // sent, every key re-checks the title, so a shown message goes as soon as it is valid.
  const titleError = errors.title?.message ?? (title.trim().length > HOME_TITLE_MAX ? homeMessages.promoTitleLength : undefined);
  const heading = promo ? promo.title : 'Новая акция';
  return (
    <section className={styles.promo} aria-labelledby="promo-title">
      <IntentLink href={paths.home} className={styles.muted}>
        ← На главную
      </IntentLink>
      <h1 id="promo-title">{heading}</h1>
      <AppFormView form={form} className={styles.card} aria-labelledby="promo-title">
        <TextField label="Заголовок" required registration={register('title')} error={titleError} />
        <label className={styles.label} htmlFor="promo-description">
          Описание
        </label>
        <textarea id="promo-description" className={styles.textarea} {...register('description')} />
        <SelectField control={control} name="categoryId" label="Категория" placeholder="Выберите категорию" searchable options={categories} />
        <div>
          <span className={styles.label}>Фото</span>
          {promo && promo.images.length > 0 && <p className={styles.tip}>Новые фото заменят текущие</p>}
          <ImageDropzone
            label="Фото"
            multiple
            maxFiles={MAX_PROMO_IMAGES}
            items={shown}
            onAdd={(files) => {
              setImagesError(undefined);
              setChosen((list) => [...list, ...files.map((file) => ({ id: `${file.name}-${file.lastModified}-${Math.random()}`, file, preview: URL.createObjectURL(file) }))]);
            }}
            onRemove={(id) => setChosen((list) => list.filter((c) => c.id !== id))}
            error={imagesError}
          />
        </div>
        <Checkbox label="Активен" registration={register('isActive')} />
        <FormFailure />
        <div className={styles.actions}>
          <SubmitButton>{promo ? SAVE_CHANGES_TEXT : 'Создать акцию'}</SubmitButton>
          <Button variant="secondary" onClick={() => router.push(paths.home)}>
            Отмена
          </Button>
        </div>
      </AppFormView>
    </section>
  );
}
