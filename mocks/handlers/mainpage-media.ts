/**
 * Images of banners and promo pages: uploads are checked (§5), kept with the catalogue's file
 * store, and served back under media/home/{uuid}, a chief path the browser reaches through the
 * BFF; answers name them by `preview_url`.
 */
import { http, HttpResponse } from 'msw';
import { readUpload, saveUpload } from '../catalog-media';
import { fail } from '../http';
import type { MediaRecord } from '../home-types';
import { getDb, mutate } from '../store';
import { nextId } from '../users';

export const HOME_MEDIA_PREFIX = '/dashboard/v1/media/home/';

/** §5 / §9: banner images. */
export const MAX_IMAGE_BYTES = 3145728;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
export const FILE_SIZE_MESSAGE = 'Размер файла превышает установленные значения';
export const FILE_FORMAT_MESSAGE = 'Формат изображения не соответствует требованию';

/** The §5 messages an upload breaks, as the upstream answers them. */
export function imageProblems(file: File): string[] {
  const problems: string[] = [];
  if (file.size > MAX_IMAGE_BYTES) problems.push(FILE_SIZE_MESSAGE);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!TYPES[extension]) problems.push(FILE_FORMAT_MESSAGE);
  return problems;
}

/** Keeps an already checked upload and returns its record. */
export async function storeImage(companyId: number, file: File): Promise<MediaRecord> {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'jpg';
  const type = TYPES[extension] ?? 'image/jpeg';
  // The served type follows the checked extension, whatever the browser claimed.
  return keepUpload(companyId, file, type);
}

/** Saves an upload served as `type` and keeps it as the company's media record. */
export async function keepUpload(companyId: number, file: File, type: string): Promise<MediaRecord> {
  const saved = await saveUpload(new File([file], file.name, { type }));
  return mutate((db) => {
    const record: MediaRecord = {
      id: nextId(db.media),
      uuid: saved.uuid,
      company_id: companyId,
      content_type: type,
      source: 'upload',
      caption: file.name,
      hue: 0,
      size: saved.size,
      created_at: new Date().toISOString(),
    };
    db.media.push(record);
    return record;
  });
}

/** The image as answers carry it. */
export function imageView(id: number | null) {
  const record = id === null ? undefined : getDb().media.find((m) => m.id === id);
  if (!record) return null;
  return { id: record.id, uuid: record.uuid, preview_url: `${HOME_MEDIA_PREFIX}${record.uuid}` };
}

/**
 * A 1920x1280 banner drawn for the seed: a gradient in the record's hue. No text in the picture:
 * the app and the builder's preview lay the banner's title over it, so a drawn caption showed twice.
 */
function seedSvg(record: MediaRecord): string {
  const { hue } = record;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280" viewBox="0 0 1920 1280">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,38%)"/>
</linearGradient></defs>
<rect width="1920" height="1280" fill="url(#g)"/>
<circle cx="1560" cy="300" r="260" fill="rgba(255,255,255,0.18)"/>
<circle cx="240" cy="1120" r="180" fill="rgba(255,255,255,0.12)"/>
</svg>`;
}

export const mediaHandlers = [
  // Public like a CDN's files: an <img> carries no token of its own.
  http.get(`${HOME_MEDIA_PREFIX}:uuid`, ({ params, request }) => {
    const record = getDb().media.find((m) => m.uuid === params.uuid);
    if (!record) return fail(404, 'Изображение не найдено');
    // Immutable by uuid: a replaced image gets a new uuid, so the uuid is a strong validator.
    const validators = { etag: `"${record.uuid}"`, 'last-modified': new Date(record.created_at).toUTCString() };
    if (request.headers.get('if-none-match') === validators.etag) return new HttpResponse(null, { status: 304, headers: validators });
    const headers = { 'content-type': record.content_type, 'cache-control': 'public, max-age=31536000, immutable', ...validators };
    if (record.source === 'seed') return new HttpResponse(seedSvg(record), { headers });
    const upload = readUpload(record.uuid);
    if (!upload) return fail(404, 'Изображение не найдено');
    return new HttpResponse(upload.bytes, { headers });
  }),
];
