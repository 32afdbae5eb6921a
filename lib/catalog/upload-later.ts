/**
 * uploadWithProgress with its XMLHttpRequest code loaded on the first upload: the APIs that can
 * upload (news, the catalogue, the company's sections) are also read by lists that never do,
 * and it was half a kilobyte of their first-load JS.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return import('./upload').then((upload) => upload.uploadWithProgress<T>(path, form, onProgress));
}
