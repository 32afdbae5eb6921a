import 'server-only';
import { ApiError } from '../api/api-error';
import { APPLICATION_KEY, type ApplicationMain } from './api';
import { BANNERS_PATH, type Banner } from '../home/banners';
import { BLOCKS_PATH, MAINPAGE_PATH, type InfoBlock, type MainPageSettings } from '../home/types';
import { NAVBAR_ITEMS_PATH, parseNavbarItems, type NavbarItem } from '../settings/navbar';
import type { BuilderData } from './builder-types';
import { loadUpstream } from '../server/upstream/server-api';

export type { BuilderData };

async function optional<T>(path: string, read: (data: unknown) => T, fallback: T): Promise<T> {
  try {
    return read((await loadUpstream<{ data: unknown }>(path)).data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A missing part (404 for an upstream without navigation) is simply not drawn.
    if (error.status !== 404) console.error(`[builder] ${path}: ${error.status} ${error.error}`);
    return fallback;
  }
}

export async function loadBuilderData(): Promise<BuilderData> {
  const [app, settings, banners, blocks, navbar] = await Promise.all([
    loadUpstream<{ data: ApplicationMain }>(APPLICATION_KEY).then((body) => body.data),
    optional<MainPageSettings | null>(MAINPAGE_PATH, (data) => {
      const { id: _id, ...rest } = data as MainPageSettings & { id?: number };
      return rest;
    }, null),
    optional<Banner[]>(BANNERS_PATH, (data) => (Array.isArray(data) ? (data as Banner[]) : []), []),
    optional<InfoBlock[]>(BLOCKS_PATH, (data) => (Array.isArray(data) ? (data as InfoBlock[]) : []), []),
    optional<NavbarItem[]>(NAVBAR_ITEMS_PATH, parseNavbarItems, []),
  ]);
  return { app, settings, banners, blocks, navbar };
}
