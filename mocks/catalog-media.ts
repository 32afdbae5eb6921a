/**
 * Picture bytes of the catalogue. Uploads are kept beside the store file (`media/<uuid>`), not
 * inside it, so a 3 MB photo never makes every later store write slow; a memory-only store
 * (Jest) keeps them in memory. Seeded pictures have no bytes: they are drawn as SVG tiles.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { imageRecord } from './catalog-image-record';
import type { CatalogImage } from './catalog-types';
import { currentDataFile } from './store';

interface StoredFile {
  mime: string;
  bytes: Uint8Array;
}

const memory = new Map<string, StoredFile>();

function mediaDir(): string | null {
  const file = currentDataFile();
  return file ? join(dirname(file), 'media') : null;
}

/** Keeps an upload and returns its record. */
export async function saveUpload(file: File): Promise<CatalogImage> {
  const uuid = randomUUID();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = file.type || 'application/octet-stream';
  memory.set(uuid, { mime, bytes });
  const dir = mediaDir();
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, uuid), bytes);
    writeFileSync(join(dir, `${uuid}.type`), mime);
  }
  return imageRecord(uuid, file.name, mime, bytes.byteLength);
}

export function readUpload(uuid: string): StoredFile | null {
  const kept = memory.get(uuid);
  if (kept) return kept;
  const dir = mediaDir();
  if (!dir || !/^[\w-]+$/.test(uuid) || !existsSync(join(dir, uuid))) return null;
  const file = { bytes: new Uint8Array(readFileSync(join(dir, uuid))), mime: readFileSync(join(dir, `${uuid}.type`), 'utf8') };
  memory.set(uuid, file);
  return file;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A 4:3 tile with the caption, its colour taken from the uuid so each picture looks its own. */
export function placeholderSvg(uuid: string, caption: string): string {
  const hue = Number.parseInt(uuid.replace(/-/g, '').slice(0, 6), 16) % 360 || 30;
  const words = caption.replace(/\.svg$/, '').split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : 34}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue},45%,82%)"/><circle cx="330" cy="60" r="90" fill="hsl(${hue},50%,72%)"/><text x="200" y="${150 - (Math.min(lines.length, 3) - 1) * 17}" font-family="sans-serif" font-size="26" fill="hsl(${hue},40%,25%)" text-anchor="middle">${text}</text></svg>`;
}
