'use client';

import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { FORMAT_EXTENSIONS, sniffImageFile } from '@/lib/validation/image-sniff';
import { messages } from '@/lib/validation/messages';
import {
  IMAGE_EXTENSIONS,
  IMAGE_HINT,
  imageFileErrors,
  joinImageErrors,
  resolutionError,
  type ImageRules,
  type ResolutionRule,
} from '@/lib/validation/image';
import styles from './image-dropzone.module.css';

/** A shown image (§3 "Dropzone image item"); `progress` (0–100) while it uploads. */
export interface DropzoneImage {
  id: string | number;
  preview: string;
  isLoading?: boolean;
  progress?: number;
}

export interface ImageDropzoneProps extends ImageRules {
  /** The images shown as previews. */
  items?: readonly DropzoneImage[];
  /** Called with the files that passed the checks. */
  onAdd: (files: File[]) => void;
  onRemove?: (id: DropzoneImage['id']) => void;
  multiple?: boolean;
  /** With `multiple`: how many images there may be in all. */
  maxFiles?: number;
  /** Optional resolution check (the banner form does not use it, §5). */
  resolution?: ResolutionRule;
  /** The file input's accessible name; the visible text by default. */
  label?: string;
  text?: string;
  hint?: string;
  /** An error from outside (the server, the form) shown under the zone. */
  error?: string;
  /** Told about the check result of every drop: the joined message or null. */
  onValidate?: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * The image dropzone of §2: 'Добавить фото', the size hint and 'Отпустите для загрузки' while
 * dragging; files are checked against the §5 rules (messages joined by commas) before `onAdd`.
 */
export function ImageDropzone({
  items = [],
  onAdd,
  onRemove,
  multiple = false,
  maxFiles,
  resolution,
  maxBytes,
  extensions = IMAGE_EXTENSIONS,
  label,
  text = 'Добавить фото',
  hint = IMAGE_HINT,
  error,
  onValidate,
  disabled = false,
}: ImageDropzoneProps) {
  const hintId = useId();
  const errorId = useId();
  const [checkError, setCheckError] = useState<string | null>(null);
  const room = multiple ? (maxFiles ? Math.max(0, maxFiles - items.length) : Infinity) : 1;
  const showZone = multiple ? room > 0 : items.length === 0;

  const onDrop = async (accepted: File[], rejections: FileRejection[]) => {
    const problems: string[] = [];
    const valid: File[] = [];
    if (multiple && rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))) {
      problems.push(`Можно добавить не более ${maxFiles} фото`);
    }
    for (const file of accepted) {
      const errors = imageFileErrors(file, { maxBytes, extensions });
      if (errors.length === 0) {
        // The bytes decide, not the name: a text file called .jpg is no picture.
        const sniffed = await sniffImageFile(file);
        const allowed = extensions.map((ext) => ext.replace(/^\./, '').toLowerCase());
        if (!sniffed || !FORMAT_EXTENSIONS[sniffed.format].some((ext) => allowed.includes(ext))) errors.push(messages.imageFormat);
        else if (resolution) {
          const sizeError = resolutionError(sniffed, resolution);
          if (sizeError) errors.push(sizeError);
        }
      }
      if (errors.length) problems.push(...errors);
      else valid.push(file);
    }
    const message = problems.length ? joinImageErrors(problems) : null;
    setCheckError(message);
    onValidate?.(message);
    if (valid.length) onAdd(valid);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejections) => void onDrop(accepted, rejections),
    multiple,
    // The checks are ours (§5 messages); react-dropzone only limits how many files one drop takes.
    maxFiles: multiple && Number.isFinite(room) ? room : 0,
    disabled: disabled || !showZone,
  });

  const shownError = [checkError, error].filter(Boolean).join(', ');

  return (
    <div className={styles.wrapper}>
      <div className={multiple ? styles.grid : undefined}>
        {items.map((item, index) => (
          <Preview
            key={item.id}
            item={item}
            alt={multiple ? `Фото ${index + 1}` : 'Фото'}
            onRemove={onRemove && !disabled ? () => onRemove(item.id) : undefined}
          />
        ))}
        {showZone && (
          <>
            {/* The file input sits beside the zone, not in it: an input inside role="button" is a
                nested interactive control for assistive technology (axe nested-interactive). */}
            <input
              {...getInputProps({
                'aria-label': label ?? text,
                className: styles.input,
                accept: extensions.map((ext) => `.${ext.replace(/^\./, '')}`).join(','),
              })}
            />
            <div
              {...getRootProps({
                role: 'button',
                'aria-describedby': [hintId, shownError ? errorId : null].filter(Boolean).join(' '),
                className: [styles.zone, isDragActive && styles.active, disabled && styles.disabled]
                  .filter(Boolean)
                  .join(' '),
              })}
            >
              <PlusIcon />
              <span className={styles.text}>{isDragActive ? 'Отпустите для загрузки' : text}</span>
              <span id={hintId} className={styles.hint}>
                {hint}
              </span>
            </div>
          </>
        )}
      </div>
      {shownError && (
        <div id={errorId} role="alert" className={styles.error}>
          {shownError}
        </div>
      )}
    </div>
  );
}

function Preview({ item, alt, onRemove }: { item: DropzoneImage; alt: string; onRemove?: () => void }) {
  const progress = item.progress === undefined ? undefined : Math.min(100, Math.max(0, Math.round(item.progress)));
  return (
    <figure className={styles.preview} aria-busy={item.isLoading || undefined}>
      {/* Previews are blob: or upstream URLs shown as chosen; next/image would only re-encode them. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={item.preview} alt={alt} className={styles.image} />
      {item.isLoading && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label="Загрузка фото" />
        </div>
      )}
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label="Удалить фото"
          onClick={onRemove}
          disabled={item.isLoading}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </figure>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
