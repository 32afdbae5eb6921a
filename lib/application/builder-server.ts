import 'server-only';
import { ApiError } from '../api/api-error';
import { BANNERS_PATH } from '../home/banners';
import { bannerSchema, infoBlockSchema, mainPageSettingsSchema } from '../home/schema';
import { BLOCKS_PATH, MAINPAGE_PATH, type MainPageSettings } from '../home/types';
import { RecordError } from '../schema/record';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { parseNavbarItems } from '../settings/navbar';
import { listNavbarItems } from '../settings/server';
import type { BuilderData } from './builder-types';
import { getApplication } from './server';
import { logLine } from '../server/runtime/log';

export type { BuilderData };

async function optional<T>(path: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // An unreadable part (already logged by the loader) is not drawn, like a missing one.
    if (error instanceof RecordError) return fallback;
    if (!(error instanceof ApiError)) throw error;
    // A missing part (404 for an upstream without navigation) is simply not drawn.
    if (error.status !== 404) logLine('error', 'upstream_read_failed', { tag: 'builder', path, status: error.status, error: error.error });
    return fallback;
  }
}

async function mainPageSettings(): Promise<MainPageSettings> {
  const { id: _id, ...rest } = (await loadRecord(mainPageSettingsSchema, MAINPAGE_PATH, onError.page)) as MainPageSettings & { id?: unknown };
  return rest;
}

export async function loadBuilderData(): Promise<BuilderData> {
  const [app, settings, banners, blocks, navbar] = await Promise.all([
    getApplication(),
    optional<MainPageSettings | null>(MAINPAGE_PATH, mainPageSettings, null),
    optional(BANNERS_PATH, () => loadList(bannerSchema, BANNERS_PATH, onError.page), []),
    optional(BLOCKS_PATH, () => loadList(infoBlockSchema, BLOCKS_PATH, onError.page), []),
    // The preview names an item by whichever of its title fields the upstream sent (kept as sent by the schema).
    optional('chief/navbar-items', async () => parseNavbarItems(await listNavbarItems()), []),
  ]);
  return { app, settings, banners, blocks, navbar };
}
