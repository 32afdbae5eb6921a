'use client';

import { NoData } from '@/components/ui/no-data';
import { useState } from 'react';
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

/** A product's pictures: each chosen file uploads at once with its progress; delete by uuid. */
export function ProductImages({ productId, images: serverImages, missing = false }: { productId: number; images: CatalogImage[]; missing?: boolean }) {
  const { data: images, saveThen } = useRouteData(serverImages, replaceReducer<CatalogImage[]>);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState<string | null>(null);

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

  const remove = async (uuid: string) => {
    setError(null);
    try {
      await saveThen(() => catalogApi.deleteProductImage(productId, uuid), (result) => result.images);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    }
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
        onRemove={(id) => void remove(String(id))}
        error={error ?? undefined}
      />
    </section>
  );
}
