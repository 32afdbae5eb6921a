'use client';

import { NoData } from '@/components/ui/no-data';
import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { ImageDropzone, type DropzoneImage } from '@/components/ui/image-dropzone';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { catalogApi, type CatalogImage } from '@/lib/catalog/api';
import styles from './catalog.module.css';

const MAX_IMAGES = 10;

interface Uploading {
  id: string;
  preview: string;
  progress: number;
}

/**
 * A product's pictures: each chosen file uploads at once with its progress. A delete asks first,
 * as banners and sections do: the upstream keeps no deleted picture, so there is nothing to undo.
 */
export function ProductImages({ productId, images: serverImages, missing = false }: { productId: number; images: CatalogImage[]; missing?: boolean }) {
  const { data: images, saveThen } = useRouteData(serverImages, replaceReducer<CatalogImage[]>);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The picture the × was pressed on, with its place among the pictures for the question.
  const [deleting, setDeleting] = useState<{ uuid: string; number: number } | null>(null);

  const upload = async (file: File) => {
    const entry: Uploading = { id: `upload-${Math.random().toString(36).slice(2)}`, preview: URL.createObjectURL(file), progress: 0 };
    setUploading((list) => [...list, entry]);
    try {
      await saveThen(
        () =>
          catalogApi.uploadProductImage(productId, file, (progress) =>
            setUploading((list) => list.map((u) => (u.id === entry.id ? { ...u, progress } : u))),
          ),
        (result) => result.images,
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    } finally {
      setUploading((list) => list.filter((u) => u.id !== entry.id));
      URL.revokeObjectURL(entry.preview);
    }
  };

  // Rejects with the server's refusal: the confirmation keeps it inside and stays open.
  const remove = async (uuid: string) => {
    setError(null);
    await saveThen(() => catalogApi.deleteProductImage(productId, uuid), (result) => result.images);
  };

  const items: DropzoneImage[] = [
    ...images.map((image) => ({ id: image.uuid, preview: image.previewUrl })),
    ...uploading.map((u) => ({ id: u.id, preview: u.preview, isLoading: true, progress: u.progress })),
  ];

  return (
    <section className={styles.card} aria-labelledby="product-images-title">
      <h2 id="product-images-title">Фотографии</h2>
      {missing && <NoData block />}
      <ImageDropzone
        multiple
        maxFiles={MAX_IMAGES}
        label="Добавить фото товара"
        items={items}
        onAdd={(files) => {
          setError(null);
          files.forEach((file) => void upload(file));
        }}
        onRemove={(id) => {
          const index = images.findIndex((image) => image.uuid === id);
          if (index >= 0) setDeleting({ uuid: images[index]!.uuid, number: index + 1 });
        }}
        error={error ?? undefined}
      />
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить фото ${deleting.number}?` : ''}
        onConfirm={() => (deleting ? remove(deleting.uuid) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
