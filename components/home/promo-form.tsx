'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import type { NamedOption, PromoPage } from '@/lib/home/types';
import { promoApi } from '@/lib/promo/api';
import { fieldMessage, HOME_TITLE_MAX, homeMessages, titleMessage } from '@/lib/home/forms';
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

type Errors = { title?: string; categoryId?: string; images?: string };

const titleCheck = (value: string) => titleMessage(value, homeMessages.promoTitle, homeMessages.promoTitleLength);
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
  const { notify } = useToast();
  const [title, setTitle] = useState(promo?.title ?? '');
  const [description, setDescription] = useState(promo?.description ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(promo?.categoryId ?? null);
  const [isActive, setIsActive] = useState(promo?.isActive ?? true);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => () => chosen.forEach((c) => URL.revokeObjectURL(c.preview)), [chosen]);

  const shown = chosen.length
    ? chosen.map(({ id, preview }) => ({ id, preview }))
    : (promo?.images ?? []).map((image) => ({ id: `stored-${image.id}`, preview: image.previewUrl }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const name = title.trim();
    const local: Errors = {
      title: titleCheck(title),
      categoryId: categoryId === null ? homeMessages.promoCategory : undefined,
    };
    setErrors(local);
    if (local.title || local.categoryId) return;
    setPending(true);
    setFormError(null);
    const fields = { title: name, description, categoryId: categoryId!, isActive };
    const files = chosen.map((c) => c.file);
    try {
      if (promo) {
        await promoApi.update(blockId, promo.id, fields);
        if (files.length) await promoApi.uploadImages(blockId, promo.id, files);
        notify({ tone: 'success', text: 'Изменения сохранены' });
      } else {
        await promoApi.create(blockId, fields, files);
        notify({ tone: 'success', text: 'Акция создана' });
      }
      router.push(paths.home);
      router.refresh();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      const fieldErrors = apiError?.fieldErrors ?? {};
      setFormError(apiError?.error ?? GENERIC_ERROR);
      setErrors({
        title: fieldMessage(fieldErrors, 'title'),
        categoryId: fieldMessage(fieldErrors, 'categoryId', 'category_id'),
        images: fieldMessage(fieldErrors, 'images', 'image'),
      });
      setPending(false);
    }
  };

  const dirty =
    title !== (promo?.title ?? '') ||
    description !== (promo?.description ?? '') ||
    categoryId !== (promo?.categoryId ?? null) ||
    isActive !== (promo?.isActive ?? true) ||
    chosen.length > 0;
  const heading = promo ? promo.title : 'Новая акция';
  return (
    <section className={styles.promo} aria-labelledby="promo-title">
      <Link href={paths.home} className={styles.muted}>
        ← На главную
      </Link>
      <h1 id="promo-title">{heading}</h1>
      {/* While a save is on its way the page leaves by itself: no question then. */}
      <UnsavedGuard dirty={dirty && !pending} />
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="promo-title">
        <TextField
          label="Заголовок"
          required
          value={title}
          onChange={(e) => {
            const value = e.target.value;
            setTitle(value);
            // A shown message is re-checked on every key, so it goes as soon as the title is valid;
            // a title growing past the upstream's limit is told at once, not after a 422.
            setErrors((current) => ({
              ...current,
              title: current.title !== undefined || value.trim().length > HOME_TITLE_MAX ? titleCheck(value) : undefined,
            }));
          }}
          error={errors.title}
        />
        <label className={styles.label} htmlFor="promo-description">
          Описание
        </label>
        <textarea
          id="promo-description"
          className={styles.textarea}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Select
          label="Категория"
          placeholder="Выберите категорию"
          searchable
          options={categories}
          value={categoryId}
          onChange={(id) => {
            setCategoryId(Number(id));
            setErrors((current) => ({ ...current, categoryId: undefined }));
          }}
          error={errors.categoryId}
        />
        <div>
          <span className={styles.label}>Фото</span>
          {promo && promo.images.length > 0 && <p className={styles.tip}>Новые фото заменят текущие</p>}
          <ImageDropzone
            label="Фото"
            multiple
            maxFiles={MAX_PROMO_IMAGES}
            items={shown}
            onAdd={(files) => {
              setErrors((current) => ({ ...current, images: undefined }));
              setChosen((list) => [...list, ...files.map((file) => ({ id: `${file.name}-${file.lastModified}-${Math.random()}`, file, preview: URL.createObjectURL(file) }))]);
            }}
            onRemove={(id) => setChosen((list) => list.filter((c) => c.id !== id))}
            error={errors.images}
          />
        </div>
        <Checkbox label="Активен" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            {promo ? SAVE_CHANGES_TEXT : 'Создать акцию'}
          </Button>
          <Button variant="secondary" onClick={() => router.push(paths.home)}>
            Отмена
          </Button>
        </div>
      </form>
    </section>
  );
}
