'use client';

import { ImageDropzone } from '@/components/ui/image-dropzone';
import type { AppPicture } from '@/lib/api/application';
import { APP_ICON_RULES } from '@/lib/validation/app-settings';
import type { PendingFile } from './pending-files';
import styles from './app-settings.module.css';

export interface AppIconFieldProps {
  /** The store's name, for the field's label: 'App Store', 'Play Market'. */
  store: string;
  /** The size the store asks for, shown as the hint. */
  size: string;
  saved: AppPicture | null;
  pending: readonly PendingFile[];
  removing: boolean;
  onChoose: (files: File[]) => void;
  onRemovePending: (id: string | number) => void;
  onRemoveSaved: (uuid: string) => void;
  error?: string;
}

/** §3 "appIcon" of a store listing: a chosen file waits for the card's save; a saved one is removed at once. */
export function AppIconField({ store, size, saved, pending, removing, onChoose, onRemovePending, onRemoveSaved, error }: AppIconFieldProps) {
  const items = pending.length
    ? pending.map((f) => ({ id: f.id, preview: f.preview }))
    : saved
      ? [{ id: saved.uuid, preview: saved.previewUrl, isLoading: removing }]
      : [];
  return (
    <fieldset className={styles.group}>
      <legend>Иконка приложения</legend>
      <ImageDropzone
        label={`Иконка для ${store}`}
        text="Добавить иконку"
        hint={`${size}; png или jpg`}
        extensions={APP_ICON_RULES.extensions}
        maxBytes={APP_ICON_RULES.maxBytes}
        items={items}
        onAdd={(files) => onChoose(files.slice(0, 1))}
        onRemove={(id) => (saved && id === saved.uuid && !pending.length ? onRemoveSaved(saved.uuid) : onRemovePending(id))}
        error={error}
      />
    </fieldset>
  );
}
