'use client';

import { useState } from 'react';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import type { AppPicture } from '@/lib/application/api';
import { APP_ICON_RULES } from '@/lib/application/forms';
import { readImageSize, resolutionError } from '@/lib/validation/image';
import type { usePendingFiles } from './pending-files';
import styles from './app-settings.module.css';

export interface AppIconFieldProps {
  /** The store's name, for the field's label: 'App Store', 'Play Market'. */
  store: string;
  /** The square side in px the store asks for (App Store 1024, Play Market 512): shown and checked. */
  side: number;
  saved: AppPicture | null;
  /** The chosen icon waiting for the card's save. */
  files: ReturnType<typeof usePendingFiles>;
  /** The uuid of the saved picture being removed, if any. */
  removing: string | null;
  /** A new file was chosen (its earlier error can go). */
  onChoose: () => void;
  onRemoveSaved: (uuid: string) => void;
  error?: string;
}

/** §3 "appIcon" of a store listing: a chosen file waits for the card's save; a saved one is removed at once. */
export function AppIconField({ store, side, saved, files, removing, onChoose, onRemoveSaved, error }: AppIconFieldProps) {
  // The size is checked here, before the card's save, so a wrong icon never waits to be uploaded.
  const [sizeError, setSizeError] = useState<string | null>(null);
  const pending = files.files;
  const items = pending.length
    ? pending.map((f) => ({ id: f.id, preview: f.preview }))
    : saved
      ? [{ id: saved.uuid, preview: saved.previewUrl, isLoading: removing !== null && removing === saved.uuid }]
      : [];
  return (
    <fieldset className={styles.group}>
      <legend>Иконка приложения</legend>
      <ImageDropzone
        label={`Иконка для ${store}`}
        text="Добавить иконку"
        hint={`${side}×${side} px; png или jpg`}
        extensions={APP_ICON_RULES.extensions}
        maxBytes={APP_ICON_RULES.maxBytes}
        items={items}
        onAdd={async (added) => {
          const [file] = added;
          if (!file) return;
          onChoose();
          const size = await readImageSize(file).catch(() => null);
          const problem = size ? resolutionError(size, { width: side, height: side }) : 'Не удалось прочитать изображение';
          setSizeError(problem && `${problem}: нужно ${side}×${side} px`);
          if (!problem) files.replace([file]);
        }}
        onRemove={(id) => (saved && id === saved.uuid && !pending.length ? onRemoveSaved(saved.uuid) : files.remove(id))}
        error={error ?? sizeError ?? undefined}
      />
    </fieldset>
  );
}
