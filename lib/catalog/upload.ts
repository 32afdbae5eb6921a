import { ApiError, GENERIC_ERROR } from '../api/api-error';
import { API_ROOT } from '../api/client';

/**
 * A multipart POST through the BFF with upload progress (0–100). fetch cannot report how much
 * of a body has been sent, so this one call uses XMLHttpRequest; errors are the same ApiError.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}/${path.replace(/^\/+/, '')}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Нет связи с сервером. Проверьте подключение к интернету', null));
    xhr.onload = () => {
      let body: { data?: unknown; error?: unknown } | null = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      const error = typeof body?.error === 'string' && body.error ? body.error : GENERIC_ERROR;
      reject(new ApiError(xhr.status, error, body?.data ?? null));
    };
    xhr.send(form);
  });
}
