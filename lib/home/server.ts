import 'server-only';
import { ApiError } from '../api/api-error';
import { RecordError, type Parsed, type RecordSchema } from '../schema/record';
import type { Banner } from './banners';
import { CATEGORY_OPTIONS_PATH } from './catalogue';
import { BLOCKS_PATH, MAINPAGE_PATH, TEMPLATES_PATH, type BlockTemplateOption, type InfoBlock, type MainPageSettings, type NamedOption } from './types';
import { BANNERS_PATH } from './banners';
import { bannerSchema, infoBlockSchema, mainPageSettingsSchema, namedOptionSchema, templateOptionSchema } from './schema';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { logLine } from '../server/runtime/log';

/** What the home screen renders with (§2): each part loads on its own, and fails on its own. */
export interface HomeData {
  settings: MainPageSettings | null;
  banners: { rows: Parsed<Banner>[]; error: string | null };
  blocks: { rows: Parsed<InfoBlock>[]; error: string | null };
  templates: BlockTemplateOption[];
  categories: NamedOption[];
}

const LOAD_ERROR = 'Не удалось загрузить данные';

const loadRows = <T extends object>(schema: RecordSchema<T>, path: string) => loadList(schema, path, onError.own(LOAD_ERROR, 'home'));

/** §8: a failed settings load is only logged; the screen then asks again itself. */
async function loadSettings(): Promise<MainPageSettings | null> {
  try {
    const { id: _id, ...settings } = (await loadRecord(mainPageSettingsSchema, MAINPAGE_PATH, onError.page)) as Parsed<MainPageSettings> & { id?: unknown };
    return settings;
  } catch (error) {
    if (error instanceof RecordError) {
      logLine('warn', 'upstream_record_unreadable', { tag: 'home', resource: 'settings', reason: error.message });
      return null;
    }
    if (!(error instanceof ApiError)) throw error;
    logLine('error', 'upstream_read_failed', { tag: 'home', resource: 'settings', status: error.status, error: error.error });
    return null;
  }
}

export async function loadHomeData(): Promise<HomeData> {
  const [settings, banners, blocks, templates, categories] = await Promise.all([
    loadSettings(),
    loadRows(bannerSchema, BANNERS_PATH),
    loadRows(infoBlockSchema, BLOCKS_PATH),
    loadList(templateOptionSchema, TEMPLATES_PATH, onError.empty),
    loadList(namedOptionSchema, CATEGORY_OPTIONS_PATH, onError.empty),
  ]);
  return { settings, banners, blocks, templates, categories };
}
