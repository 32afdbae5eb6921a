/**
 * Images of banners and promo pages: uploads are checked (§5), kept, and served back from
 * /storage/{uuid}; the answer names them by `preview_url`, as the upstream's CDN would.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { fail } from '../http';
import type { MediaRecord } from '../home-types';
import { currentDataFile, getDb, mutate } from '../store';
import { nextId } from '../users';

/** §5 / §9: banner images. */
export const MAX_IMAGE_BYTES = 3145728;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
export const FILE_SIZE_MESSAGE = 'Размер файла превышает установленные значения';
export const FILE_FORMAT_MESSAGE = 'Формат изображения не соответствует требованию';

// Jest runs the upstream without a data file: uploads then live as long as the process.
const memory = new Map<string, Buffer>();

function mediaDir(): string | null {
  const file = currentDataFile();
  return file ? join(dirname(file), 'media') : null;
}

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
  const bytes = Buffer.from(await file.arrayBuffer());
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'jpg';
  const uuid = randomUUID();
  const dir = mediaDir();
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, uuid), bytes);
  } else {
    memory.set(uuid, bytes);
  }
  return mutate((db) => {
    const record: MediaRecord = {
      id: nextId(db.media),
      uuid,
      company_id: companyId,
      content_type: TYPES[extension] ?? 'image/jpeg',
      source: 'upload',
      caption: file.name,
      hue: 0,
      size: bytes.length,
      created_at: new Date().toISOString(),
    };
    db.media.push(record);
    return record;
  });
}

/** The image as answers carry it: the request's own origin serves the file. */
export function imageView(id: number | null, request: Request) {
  const record = id === null ? undefined : getDb().media.find((m) => m.id === id);
  if (!record) return null;
  return { id: record.id, uuid: record.uuid, preview_url: `${new URL(request.url).origin}/storage/${record.uuid}` };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 1920x1280 banner drawn for the seed: a gradient in the record's hue with its caption. */
function seedSvg(record: MediaRecord): string {
  const { hue } = record;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280" viewBox="0 0 1920 1280">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,38%)"/>
</linearGradient></defs>
<rect width="1920" height="1280" fill="url(#g)"/>
<circle cx="1560" cy="300" r="260" fill="rgba(255,255,255,0.18)"/>
<text x="120" y="1100" font-family="Arial, sans-serif" font-size="110" font-weight="700" fill="#fff">${escapeXml(record.caption)}</text>
</svg>`;
}

export const mediaHandlers = [
  http.get('/storage/:uuid', ({ params }) => {
    const record = getDb().media.find((m) => m.uuid === params.uuid);
    if (!record) return fail(404, 'Изображение не найдено');
    // Immutable by uuid: a replaced image gets a new uuid.
    const headers = { 'content-type': record.content_type, 'cache-control': 'public, max-age=31536000, immutable' };
    if (record.source === 'seed') return new HttpResponse(seedSvg(record), { headers });
    const dir = mediaDir();
    const path = dir ? join(dir, record.uuid) : null;
    const bytes = path && existsSync(path) ? readFileSync(path) : memory.get(record.uuid);
    if (!bytes) return fail(404, 'Изображение не найдено');
    return new HttpResponse(new Uint8Array(bytes), { headers });
  }),
];
