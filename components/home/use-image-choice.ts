'use client';

import { useEffect, useState } from 'react';

export interface ImageChoice {
  /** A newly chosen file; null while the stored image (or none) is shown. */
  file: File | null;
  /** What the preview shows: the chosen file or the stored image. */
  preview: string | null;
}

/** One image of a form: the stored one at first, replaced by a chosen file, or removed. */
export function useImageChoice(storedUrl: string | null) {
  const [choice, setChoice] = useState<ImageChoice>({ file: null, preview: storedUrl });

  // A chosen file's blob: URL lives as long as it is shown.
  useEffect(() => {
    const url = choice.file ? choice.preview : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [choice]);

  return {
    ...choice,
    choose: (file: File) => setChoice({ file, preview: URL.createObjectURL(file) }),
    clear: () => setChoice({ file: null, preview: null }),
    /** After an upload the stored image is the one shown. */
    stored: (url: string | null) => setChoice({ file: null, preview: url }),
  };
}
