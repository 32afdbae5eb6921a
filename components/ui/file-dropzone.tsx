'use client';

import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import styles from './image-dropzone.module.css';

export interface FileDropzoneProps {
  /** The file input's accessible name. */
  label: string;
  /** The text in the zone. */
  text: string;
  hint?: string;
  /** The `accept` of the input: extensions and types. */
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** One file, dropped or chosen: the image dropzone's look for files that are not pictures. */
export function FileDropzone({ label, text, hint, accept, disabled = false, onFile }: FileDropzoneProps) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => {
      if (accepted[0]) onFile(accepted[0]);
    },
    multiple: false,
    disabled,
  });
  return (
    <div className={styles.wrapper}>
      {/* Beside the zone, not in it: an input inside role="button" is a nested interactive control. */}
      <input {...getInputProps({ 'aria-label': label, className: styles.input, accept })} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-describedby': hint ? hintId : undefined,
          className: [styles.zone, isDragActive && styles.active, disabled && styles.disabled].filter(Boolean).join(' '),
        })}
      >
        <span className={styles.text}>{isDragActive ? 'Отпустите, чтобы загрузить' : text}</span>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
