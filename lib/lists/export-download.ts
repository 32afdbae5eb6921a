import { ApiError, GENERIC_ERROR } from '../api/api-error';
import { SESSION_ENDED_HEADER } from '../api/session-ended';
import { hardNavigate } from '../api/hard-navigate';

/** The BFF's CSV export of a list (app/dashboard/export/[list]). */
export const EXPORT_ROOT = '/dashboard/export';
/** The row count the server announces, for the progress. */
export const EXPORT_TOTAL_HEADER = 'x-export-total';

export const EXPORT_BROKEN = 'Выгрузка прервана: сервер перестал отдавать данные. Попробуйте ещё раз';

export interface ExportProgress {
  rows: number;
  /** Null when the server did not say. */
  total: number | null;
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
  rows: number;
}

const CR = 13;
const LF = 10;

async function failure(response: Response): Promise<ApiError> {
  if (response.status === 401 && response.headers.get(SESSION_ENDED_HEADER)) {
    hardNavigate(response.headers.get(SESSION_ENDED_HEADER) === 'admin' ? '/admin/login' : '/login');
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new ApiError(response.status, typeof body?.error === 'string' && body.error ? body.error : GENERIC_ERROR, null);
}

/**
 * Downloads the CSV of `list` under the filter in `search` ('?status=1&…'), counting rows as
 * they arrive (each row ends with CRLF; line breaks inside cells are bare LF, see lib/lists/csv.ts).
 * Throws ApiError with a Russian message, or the AbortError of a cancel.
 */
export async function fetchExport(
  list: string,
  search: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<ExportFile> {
  let response: Response;
  try {
    response = await fetch(`${EXPORT_ROOT}/${encodeURIComponent(list)}${search}`, { credentials: 'same-origin', signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Нет связи с сервером. Проверьте подключение к интернету', null);
  }
  if (!response.ok || !response.body) throw await failure(response);
  const announced = Number(response.headers.get(EXPORT_TOTAL_HEADER));
  const total = Number.isFinite(announced) && response.headers.has(EXPORT_TOTAL_HEADER) ? announced : null;
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${list}.csv`;

  const chunks: Uint8Array[] = [];
  let lines = 0;
  let previous = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      for (const byte of value) {
        if (byte === LF && previous === CR) lines += 1;
        previous = byte;
      }
      // The first line is the header.
      onProgress?.({ rows: Math.max(0, lines - 1), total });
    }
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(502, EXPORT_BROKEN, null);
  }
  const rows = Math.max(0, lines - 1);
  // Fewer rows than announced without an error: the list shrank while it was read, which is fine.
  return { blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName, rows };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, fileName }: Pick<ExportFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
