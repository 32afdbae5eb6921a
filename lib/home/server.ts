import 'server-only';
import { ApiError } from '../api/api-error';
import { parseItem, parseRows, RecordError, type Parsed, type RecordSchema } from '../schema/record';
import type { Banner } from './banners';
import { CATEGORY_OPTIONS_PATH } from './catalogue';
import { BLOCKS_PATH, MAINPAGE_PATH, TEMPLATES_PATH, type BlockTemplateOption, type InfoBlock, type MainPageSettings, type NamedOption } from './types';
import { BANNERS_PATH } from './banners';
import { bannerSchema, infoBlockSchema, mainPageSettingsSchema, namedOptionSchema, templateOptionSchema } from './schema';
import { loadUpstream } from '../server/upstream/server-api';
import { loadParsedRows } from '../server/upstream/parsed';

/** What the home screen renders with (§2): each part loads on its own, and fails on its own. */
export interface HomeData {
  settings: MainPageSettings | null;
  banners: { rows: Parsed<Banner>[]; error: string | null };
  blocks: { rows: Parsed<InfoBlock>[]; error: string | null };
  templates: BlockTemplateOption[];
  categories: NamedOption[];
}

const LOAD_ERROR = 'Не удалось загрузить данные';

async function loadRows<T extends object>(schema: RecordSchema<T>, path: string): Promise<{ rows: Parsed<T>[]; error: string | null }> {
  try {
    const rows = parseRows(schema, await loadUpstream<unknown>(path));
    if (rows === null) console.error(`[home] ${path}: not a list`);
    return rows ? { rows, error: null } : { rows: [], error: LOAD_ERROR };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[home] ${path}: ${error.status} ${error.error}`);
    return { rows: [], error: error.error || LOAD_ERROR };
  }
}

/** §8: a failed settings load is only logged; the screen then asks again itself. */
async function loadSettings(): Promise<MainPageSettings | null> {
  try {
    const { id: _id, ...settings } = parseItem(mainPageSettingsSchema, await loadUpstream<unknown>(MAINPAGE_PATH)) as Parsed<MainPageSettings> & { id?: unknown };
    return settings;
  } catch (error) {
    if (error instanceof RecordError) {
      console.error(`[home] settings: ${error.message}`);
      return null;
    }
    if (!(error instanceof ApiError)) throw error;
    console.error(`[home] settings: ${error.status} ${error.error}`);
    return null;
  }
}

export async function loadHomeData(): Promise<HomeData> {
  const [settings, banners, blocks, templates, categories] = await Promise.all([
    loadSettings(),
    loadRows(bannerSchema, BANNERS_PATH),
    loadRows(infoBlockSchema, BLOCKS_PATH),
    loadParsedRows(templateOptionSchema, TEMPLATES_PATH),
    loadParsedRows(namedOptionSchema, CATEGORY_OPTIONS_PATH),
  ]);
  return { settings, banners, blocks, templates, categories };
}
