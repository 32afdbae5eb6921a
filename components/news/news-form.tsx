'use client';

import { Field } from '@/components/form/field';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { RecordActions } from '@/components/form/record-actions';
import { useAppForm } from '@/components/form/use-app-form';
import listStyles from '@/components/list/list-page.module.css';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { useToast } from '@/components/ui/toast';
import { useAfterChange } from '@/components/ui/use-route-data';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { newsApi, type NewsItem } from '@/lib/news/api';
import { paths } from '@/lib/paths';
import { IMAGE_MAX_BYTES } from '@/lib/validation/image';
import { newsFormValues, toNewsPayload } from '@/lib/news/forms';
import { type NewsFormValues, newsSchema } from '@/lib/news/validation';
import { DeleteNewsPopup } from './delete-news-popup';
import { NewsTextArea } from './news-text-area';


/** Cover state: the saved one, a new file chosen (uploading with progress), or none. */
type Cover = { kind: 'saved'; url: string } | { kind: 'new'; file: File; url: string } | { kind: 'none' };

/** The article's form (cover, title, short text, text, date and publication), under its heading (NewsScreen). */
export function NewsForm({ item }: { item?: NewsItem }) {
  const router = useRouter();
  const { notify } = useToast();
  const { changed } = useAfterChange();
  const [deleting, setDeleting] = useState(false);
  const [cover, setCover] = useState<Cover>(item?.image ? { kind: 'saved', url: item.image.previewUrl } : { kind: 'none' });
  const [coverDirty, setCoverDirty] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [coverError, setCoverError] = useState<string | undefined>();
  /** Text first, then the cover: a refused cover leaves the saved text in place. */
  const saveCover = async (id: number): Promise<NewsItem | null> => {
    if (cover.kind === 'new') {
      setProgress(0);
      try {
        return await newsApi.uploadImage(id, cover.file, setProgress);
      } finally {
        setProgress(null);
      }
    }
    if (cover.kind === 'none' && item?.image) return newsApi.removeImage(id);
    return null;
  };

  const form = useAppForm<NewsFormValues>({
    schema: newsSchema,
    defaultValues: newsFormValues(item),
    alsoUnsaved: coverDirty,
    submit: async (values) => {
      setCoverError(undefined);
      let savedId = item?.id ?? null;
      try {
        const payload = toNewsPayload(values);
        if (item) {
          const saved = await newsApi.update(item.id, payload);
          const withCover = (await saveCover(item.id)) ?? saved;
          setCover(withCover.image ? { kind: 'saved', url: withCover.image.previewUrl } : { kind: 'none' });
          setCoverDirty(false);
          notify({ tone: 'success', text: 'Изменения сохранены' });
          changed();
          return newsFormValues(withCover);
        }
        const created = await newsApi.create(payload);
        savedId = created.id;
        await saveCover(created.id);
        setCoverDirty(false);
        notify({ tone: 'success', text: 'Новость создана' });
        changed(paths.newsItem(created.id));
        return newsFormValues(created);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        const imageMessages = apiError?.fieldErrors.image;
        if (imageMessages?.length) setCoverError(imageMessages.join(', '));
        // A new article that was saved but whose cover was refused opens as saved, cover error shown there.
        if (!item && savedId !== null) {
          notify({ tone: 'error', text: `Новость создана, но обложка не загружена: ${apiError?.error ?? GENERIC_ERROR}` });
          changed(paths.newsItem(savedId));
          return;
        }
        throw error;
      }
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <>
      <AppFormView form={form} className={listStyles.card} aria-labelledby="news-item-title">
        <div className={listStyles.grid}>
          <Field className={listStyles.wide} label="Заголовок" name="title" />
          <NewsTextArea
            label="Краткий текст"
            hint="Показывается в списке новостей приложения, до 300 символов"
            registration={register('shortText')}
            error={errors.shortText?.message}
          />
          <NewsTextArea
            long
            label="Текст новости"
            hint="Обычный текст; пустая строка начинает новый абзац"
            registration={register('text')}
            error={errors.text?.message}
          />
          <Controller
            control={control}
            name="publishedAt"
            render={({ field }) => (
              <DatePicker
                label="Дата публикации"
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.publishedAt?.message}
                hint="Опубликованная новость появится в приложении с этого дня"
              />
            )}
          />
          <div className={listStyles.wide}>
            <ImageDropzone
              label="Обложка новости"
              maxBytes={IMAGE_MAX_BYTES}
              items={
                cover.kind === 'none'
                  ? []
                  : [{ id: 'cover', preview: cover.url, isLoading: progress !== null, progress: progress ?? undefined }]
              }
              onAdd={([file]) => {
                if (!file) return;
                setCover({ kind: 'new', file, url: URL.createObjectURL(file) });
                setCoverDirty(true);
                setCoverError(undefined);
              }}
              onRemove={() => {
                setCover({ kind: 'none' });
                setCoverDirty(true);
              }}
              error={coverError}
            />
          </div>
          <Checkbox className={listStyles.wide} label="Опубликована" registration={register('isPublished')} />
        </div>
        <FormFailure />
        <RecordActions submitText={item ? SAVE_CHANGES_TEXT : 'Создать новость'} onDelete={item && (() => setDeleting(true))}>
          <Button variant="secondary" onClick={() => router.push(paths.news)}>
            Отмена
          </Button>
        </RecordActions>
      </AppFormView>
      <DeleteNewsPopup
        item={deleting && item ? item : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          changed(paths.news);
        }}
      />
    </>
  );
}
