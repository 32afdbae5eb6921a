'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import listStyles from '@/components/list/list-page.module.css';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { catalogApi, type Category, type CategoryOption } from '@/lib/catalog/api';
import { required } from '@/lib/validation/messages';
import { paths } from '@/lib/paths';
import { DeleteCatalogPopup } from './delete-catalog-popup';
import styles from './catalog.module.css';

interface CategoryFormValues {
  name: string;
  description: string;
  parentId: number | null;
  isActive: boolean;
  sort: string;
}

const FIELDS = ['name', 'description', 'parentId', 'isActive', 'sort'] as const;

const valuesOf = (category?: Category, parentId?: number | null): CategoryFormValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  parentId: category ? category.parentId : (parentId ?? null),
  isActive: category?.isActive ?? true,
  sort: category ? String(category.sort) : '',
});

/** Picture state: the saved one, a new file chosen, or removed. */
type Picture = { kind: 'saved'; url: string } | { kind: 'new'; file: File; url: string } | { kind: 'none' };

/** §2 /catalog/categories/create and /catalog/categories/{id}: name, parent, activity, picture, sort. */
export function CategoryForm({ category, parents, parentId }: { category?: Category; parents: CategoryOption[]; parentId?: number | null }) {
  const router = useRouter();
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [picture, setPicture] = useState<Picture>(category?.image ? { kind: 'saved', url: category.image.previewUrl } : { kind: 'none' });
  const [pictureDirty, setPictureDirty] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CategoryFormValues>({ defaultValues: valuesOf(category, parentId) });
  const choices = parents.filter((p) => p.id !== category?.id);

  const onSubmit = async (values: CategoryFormValues) => {
    setFormError(null);
    if (!values.name.trim()) {
      setError('name', { type: 'required', message: required('Наименование') });
      return;
    }
    const payload = {
      name: values.name.trim(),
      description: values.description.trim(),
      parentId: values.parentId,
      isActive: values.isActive,
      sort: values.sort.trim() === '' ? null : Number(values.sort),
    };
    try {
      if (category) {
        // Text first, then the picture: a refused picture leaves the saved text in place.
        let saved = await catalogApi.updateCategory(category.id, payload);
        if (picture.kind === 'new') saved = await catalogApi.uploadCategoryImage(category.id, picture.file);
        else if (picture.kind === 'none' && category.image) saved = await catalogApi.deleteCategoryImage(category.id);
        reset(valuesOf(saved));
        setPictureDirty(false);
        notify({ tone: 'success', text: 'Изменения сохранены' });
        router.refresh();
      } else {
        const created = await catalogApi.createCategory(payload, picture.kind === 'new' ? picture.file : null);
        reset(valuesOf(created));
        setPictureDirty(false);
        notify({ tone: 'success', text: 'Категория создана' });
        router.push(paths.category(created.id));
        router.refresh();
      }
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <section className={listStyles.page} aria-labelledby="category-title">
      <Link href={paths.catalogCategories} className={listStyles.back}>
        ← Ко всем категориям
      </Link>
      <h1 id="category-title">{category ? category.name : 'Новая категория'}</h1>
      <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="category-title">
        <div className={listStyles.grid}>
          <TextField className={styles.wide} label="Наименование" registration={register('name')} error={errors.name?.message} />
          <Controller
            control={control}
            name="parentId"
            render={({ field }) => (
              <Select
                label="Родительская категория"
                placeholder="Без родительской категории"
                searchable
                options={choices}
                value={field.value}
                onChange={(value) => field.onChange(Number(value))}
                onBlur={field.onBlur}
                error={errors.parentId?.message}
              />
            )}
          />
          <TextField label="Сортировка" inputMode="numeric" registration={register('sort')} error={errors.sort?.message} />
          <label className={styles.textarea}>
            <span>Описание</span>
            <textarea {...register('description')} />
          </label>
          <div className={styles.wide}>
            <ImageDropzone
              label="Фото категории"
              items={picture.kind === 'none' ? [] : [{ id: 'picture', preview: picture.url }]}
              onAdd={([file]) => {
                if (!file) return;
                setPicture({ kind: 'new', file, url: URL.createObjectURL(file) });
                setPictureDirty(true);
              }}
              onRemove={() => {
                setPicture({ kind: 'none' });
                setPictureDirty(true);
              }}
            />
          </div>
          <Checkbox className={styles.wide} label="Активна" registration={register('isActive')} />
        </div>
        <FormError>{formError}</FormError>
        <div className={styles.formActions}>
          <Button type="submit" pending={isSubmitting}>
            {category ? SAVE_CHANGES_TEXT : 'Создать категорию'}
          </Button>
          {category && (
            <Link href={`${paths.categoryCreate}?parentId=${category.id}`} className={listStyles.secondaryLink}>
              Добавить подкатегорию
            </Link>
          )}
          <span className={listStyles.spacer} />
          {category && (
            <Button variant="secondary" className={styles.danger} onClick={() => setDeleting(true)}>
              {DELETE_TEXT}
            </Button>
          )}
        </div>
      </form>
      <UnsavedGuard dirty={(isDirty || pictureDirty) && !isSubmitting} />
      <DeleteCatalogPopup
        item={deleting && category ? { type: 'categories', id: category.id, name: category.name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          router.push(paths.catalogCategories);
          router.refresh();
        }}
      />
    </section>
  );
}
