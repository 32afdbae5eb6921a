import 'server-only';
import { ApiError } from '../api/api-error';
import type { Banner } from './banners';
import { CATEGORY_OPTIONS_PATH } from './catalogue';
import { BLOCKS_PATH, MAINPAGE_PATH, TEMPLATES_PATH, type BlockTemplateOption, type InfoBlock, type MainPageSettings, type NamedOption } from './types';
import { BANNERS_PATH } from './banners';
import { loadUpstream } from '../server/upstream/server-api';
import { loadOptions } from '../server/upstream/server-list';

/** What the home screen renders with (§2): each part loads on its own, and fails on its own. */
export interface HomeData {
  settings: MainPageSettings | null;
  banners: { rows: Banner[]; error: string | null };
  blocks: { rows: InfoBlock[]; error: string | null };
  templates: BlockTemplateOption[];
  categories: NamedOption[];
}

const LOAD_ERROR = 'Не удалось загрузить данные';

async function loadRows<T>(path: string): Promise<{ rows: T[]; error: string | null }> {
  try {
    return { rows: (await loadUpstream<{ data: T[] }>(path)).data, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[home] ${path}: ${error.status} ${error.error}`);
    return { rows: [], error: error.error || LOAD_ERROR };
  }
}

/** §8: a failed settings load is only logged; the screen then asks again itself. */
async function loadSettings(): Promise<MainPageSettings | null> {
  try {
    const { id: _id, ...settings } = (await loadUpstream<{ data: MainPageSettings & { id?: number } }>(MAINPAGE_PATH)).data;
    return settings;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[home] settings: ${error.status} ${error.error}`);
    return null;
  }
}

export async function loadHomeData(): Promise<HomeData> {
  const [settings, banners, blocks, templates, categories] = await Promise.all([
    loadSettings(),
    loadRows<Banner>(BANNERS_PATH),
    loadRows<InfoBlock>(BLOCKS_PATH),
    loadOptions<BlockTemplateOption>(TEMPLATES_PATH),
    loadOptions<NamedOption>(CATEGORY_OPTIONS_PATH),
  ]);
  return { settings, banners, blocks, templates, categories };
}
