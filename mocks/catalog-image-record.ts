/**
 * The record of a catalogue picture, with no storage behind it: the seed builds records with it,
 * and the seed must not load the store (the store loads the seed to fill an empty file).
 */
import type { CatalogImage } from './catalog-types';

/** Served by the demo upstream and reached by the browser through the BFF (`media` is a chief path). */
export const MEDIA_PREFIX = '/dashboard/v1/media/catalog/';

export function imageRecord(uuid: string, name: string, mime: string, size: number): CatalogImage {
  const url = `${MEDIA_PREFIX}${uuid}`;
  return { uuid, preview_url: url, url, name, mime, size };
}
