'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** A file chosen but not uploaded yet, with a preview URL. */
export interface PendingFile {
  id: string;
  file: File;
  preview: string;
}

/** A grey tile naming the format, for files a browser cannot show as a picture (a PDF logo). */
const fileTile = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#e4e7ef"/><text x="60" y="68" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#1d2233">${label}</text></svg>`,
  )}`;

let counter = 0;

/** Files waiting for the card's save; their object URLs are released when they go. */
export function usePendingFiles() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const add = useCallback((added: readonly File[]) => {
    const items = added.map((file) => {
      const isPdf = /\.pdf$/i.test(file.name);
      const preview = isPdf ? fileTile('PDF') : URL.createObjectURL(file);
      if (!isPdf) urls.current.add(preview);
      counter += 1;
      return { id: `pending-${counter}`, file, preview };
    });
    setFiles((current) => [...current, ...items]);
  }, []);
  const remove = useCallback((id: string | number) => setFiles((current) => current.filter((f) => f.id !== id)), []);
  const replace = useCallback((added: readonly File[]) => {
    setFiles([]);
    add(added);
  }, [add]);
  const clear = useCallback(() => setFiles([]), []);
  return { files, add, remove, replace, clear };
}

/** A PDF logo cannot be drawn by <img>: the tile stands in for it. */
export const previewOf = (url: string) => (/\.pdf$/i.test(url) ? fileTile('PDF') : url);

/** The uuid at the end of a media URL. */
export const uuidOfUrl = (url: string) => url.split('/').pop() ?? '';
