'use client';

import { Field } from '@/components/form/field';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { RecordActions } from '@/components/form/record-actions';
import { SelectField } from '@/components/form/select-field';
import { useAppForm } from '@/components/form/use-app-form';
import listStyles from '@/components/list/list-page.module.css';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { useAfterChange } from '@/components/ui/use-route-data';
import { catalogApi, type Category, type CategoryOption } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';
import { DeleteCatalogPopup } from './delete-catalog-popup';
import styles from './catalog.module.css';
import { categorySchema } from '@/lib/catalog/validation';

interface CategoryFormValues {
  name: string;
  description: string;
  parentId: number | null;
  isActive: boolean;
  sort: string;
}


const valuesOf = (category?: Category, parentId?: number | null): CategoryFormValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  parentId: category ? category.parentId : (parentId ?? null),
  isActive: category?.isActive ?? true,
  sort: category ? String(category.sort) : '',
});

/** Picture state: the saved one, a new file chosen, or removed. */
type Picture = { kind: 'saved'; url: string } | { kind: 'new'; file: File; url: string } | { kind: 'none' };

/** The category's form (name, parent, activity, picture, sort), under its heading (CategoryScreen). */
export function CategoryForm({ category, parents, parentId }: { category?: Category; parents: CategoryOption[]; parentId?: number | null }) {
  const { changed } = useAfterChange();
  const [deleting, setDeleting] = useState(false);
  const [picture, setPicture] = useState<Picture>(category?.image ? { kind: 'saved', url: category.image.previewUrl } : { kind: 'none' });
  const [pictureDirty, setPictureDirty] = useState(false);
  const form = useAppForm<CategoryFormValues>({
    schema: categorySchema,
    defaultValues: valuesOf(category, parentId),
    alsoUnsaved: pictureDirty,
    successText: category ? 'Изменения сохранены' : 'Категория создана',
    submit: async (values) => {
      const payload = {
        name: values.name.trim(),
        description: values.description.trim(),
        parentId: values.parentId,
        isActive: values.isActive,
        sort: values.sort.trim() === '' ? null : Number(values.sort),
      };
      if (category) {
        // Text first, then the picture: a refused picture leaves the saved text in place.
        let saved = await catalogApi.updateCategory(category.id, payload);
        if (picture.kind === 'new') saved = await catalogApi.uploadCategoryImage(category.id, picture.file);
        else if (picture.kind === 'none' && category.image) saved = await catalogApi.deleteCategoryImage(category.id);
        setPictureDirty(false);
        changed();
        return valuesOf(saved);
      }
      const created = await catalogApi.createCategory(payload, picture.kind === 'new' ? picture.file : null);
      setPictureDirty(false);
      changed(paths.category(created.id));
      return valuesOf(created);
    },
  });
  const {
    register,
    control,
  } = form;
  const choices = parents.filter((p) => p.id !== category?.id);

  return (
    <>
      <AppFormView form={form} className={styles.card} aria-labelledby="category-title">
        <div className={listStyles.grid}>
          <Field className={styles.wide} label="Наименование" name="name" />
          <SelectField control={control} name="parentId" label="Родительская категория" placeholder="Без родительской категории" searchable options={choices} />
          <Field label="Сортировка" inputMode="numeric" name="sort" />
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
        <FormFailure />
        <RecordActions submitText={category ? SAVE_CHANGES_TEXT : 'Создать категорию'} onDelete={category && (() => setDeleting(true))}>
          {category && (
            <IntentLink href={`${paths.categoryCreate}?parentId=${category.id}`} className={listStyles.secondaryLink}>
              Добавить подкатегорию
            </IntentLink>
          )}
        </RecordActions>
      </AppFormView>
      <DeleteCatalogPopup
        item={deleting && category ? { type: 'categories', id: category.id, name: category.name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          changed(paths.catalogCategories);
        }}
      />
    </>
  );
}
