'use client';

import { useState } from 'react';
import type { DropzoneImage } from '@/components/ui/image-dropzone';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { applicationApi, type AppPicture, type ApplicationMain, type MediaCollection } from '@/lib/application/api';
import type { PendingFile } from './pending-files';

/** The text of a failed upload: the server's messages for the field, else its error text (§8). */
export function uploadErrorText(error: unknown, field: string): string {
  const apiError = error instanceof ApiError ? error : null;
  return apiError?.fieldErrors[field]?.join(', ') ?? apiError?.error ?? GENERIC_ERROR;
}

/** The previews of a several-pictures dropzone: the saved ones (busy while removed), then the chosen ones. */
export function pictureItems(saved: readonly AppPicture[], pending: readonly PendingFile[], removing: string | null): DropzoneImage[] {
  return [
    ...saved.map((p) => ({ id: p.uuid, preview: p.previewUrl, isLoading: removing === p.uuid })),
    ...pending.map((f) => ({ id: f.id, preview: f.preview })),
  ];
}

/** Deletes one saved picture of the app right away (DELETE application/media), with a toast or an error text. */
export function useMediaRemoval(onSaved: (app: ApplicationMain) => void) {
  const { notify } = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (collection: MediaCollection, uuid: string, successText: string, onError: (text: string) => void) => {
    setRemoving(uuid);
    try {
      onSaved(await applicationApi.deleteMedia(collection, uuid));
      notify({ tone: 'success', text: successText });
    } catch (error) {
      onError(error instanceof ApiError ? error.error : GENERIC_ERROR);
    } finally {
      setRemoving(null);
    }
  };
  return { removing, remove };
}
