'use client';

import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { ImageDropzone, type DropzoneImage } from '@/components/ui/image-dropzone';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { sectionsApi } from '@/lib/company/api';
import type { SectionDetails, SectionImage } from '@/lib/company/types';
import { formatNumber } from '@/lib/format/format';
import { IMAGE_MAX_BYTES } from '@/lib/validation/image';
import { useSectionGallery } from './use-section-gallery';
import styles from './company.module.css';

const errorText = (failure: unknown, field?: string) => {
  if (!(failure instanceof ApiError)) return GENERIC_ERROR;
  const messages = field ? failure.fieldErrors[field] : undefined;
  return messages?.length ? messages.join(', ') : failure.error;
};

/**
 * The images of a photo or license section: several can be uploaded at once (with progress),
 * each can be deleted, and 'Показать ещё' appends the next page of 15 (§4, §9).
 */
export function SectionGallery({ section }: { section: SectionDetails }) {
  const gallery = useSectionGallery(section);
  const { notify } = useToast();
  const [uploading, setUploading] = useState<DropzoneImage[]>([]);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ image: SectionImage; number: number } | null>(null);
  const noun = section.type === 'license' ? 'Сертификат' : 'Фото';

  const upload = async (files: File[]) => {
    setUploadError(undefined);
    const batch = files.map((file, index) => ({
      id: `upload-${Date.now()}-${index}`,
      preview: URL.createObjectURL(file),
      isLoading: true,
      progress: 0,
    }));
    const ids = new Set(batch.map((b) => b.id));
    setUploading((list) => [...list, ...batch]);
    try {
      const added = await sectionsApi.uploadImages(section.id, files, (progress) =>
        setUploading((list) => list.map((item) => (ids.has(String(item.id)) ? { ...item, progress } : item))),
      );
      gallery.uploaded(added);
      notify({ tone: 'success', text: added.length === 1 ? 'Фото добавлено' : `Добавлено фото: ${added.length}` });
    } catch (failure) {
      setUploadError(errorText(failure, 'images'));
    } finally {
      batch.forEach((item) => URL.revokeObjectURL(item.preview));
      setUploading((list) => list.filter((item) => !ids.has(String(item.id))));
    }
  };

  const loadMore = async () => {
    setLoadError(null);
    try {
      await gallery.loadMore();
    } catch (failure) {
      setLoadError(errorText(failure));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await sectionsApi.removeImage(section.id, deleting.image.id);
    gallery.removed(deleting.image.id);
    notify({ tone: 'success', text: 'Фото удалено' });
  };

  return (
    <section className={styles.card} aria-labelledby="gallery-title">
      <h2 id="gallery-title">{section.type === 'license' ? 'Сертификаты' : 'Фотографии'}</h2>
      <ImageDropzone
        multiple
        items={uploading}
        onAdd={(files) => void upload(files)}
        maxBytes={IMAGE_MAX_BYTES}
        label="Добавить фото в раздел"
        error={uploadError}
      />
      <p className={styles.meta} aria-live="polite">
        {gallery.total === 0 ? 'Фото пока нет' : `Показано ${formatNumber(gallery.images.length)} из ${formatNumber(gallery.total)}`}
      </p>
      {gallery.images.length > 0 && (
        <ul className={styles.gallery} aria-label="Фото раздела">
          {gallery.images.map((image, index) => (
            <li key={image.id} className={styles.photo}>
              {/* Upstream previews are shown as they are; next/image would only re-encode them. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={image.previewUrl} alt={`${noun} ${index + 1}`} loading="lazy" />
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={`Удалить фото ${index + 1}`}
                onClick={() => setDeleting({ image, number: index + 1 })}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {loadError && (
        <p role="alert" className={styles.errorText}>
          {loadError}
        </p>
      )}
      {gallery.hasMore && (
        <div className={styles.actions}>
          <Button variant="secondary" pending={gallery.loading} onClick={() => void loadMore()}>
            Показать ещё
          </Button>
        </div>
      )}
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить фото ${deleting.number}?` : ''}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
