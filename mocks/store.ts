import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isCatalogDb } from './catalog-types';
import { isCompanyTables } from './company-types';
import { createSeed } from './seed';
import { isSettingsDb } from './settings-types';
import { DB_VERSION, type Db } from './types';

export interface StoreOptions {
  /** File to persist to; `undefined`: the default file; `null`: memory only (Jest). */
  dataFile?: string | null;
  /** Reseed even if the file exists. */
  reset?: boolean;
}

/** Mutations are batched for this long, so a burst of requests writes the file once. */
const SAVE_DELAY_MS = 100;

let db: Db | null = null;
let dataFile: string | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;

export function defaultDataFile(): string {
  return resolve(process.env.DEMO_DATA_DIR || '.demo-data', 'store.json');
}

function isDb(value: unknown): value is Db {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Db>;
  return (
    candidate.version === DB_VERSION &&
    Array.isArray(candidate.users) &&
    Array.isArray(candidate.companies) &&
    Array.isArray(candidate.tokens) &&
    Array.isArray(candidate.codes) &&
    Array.isArray(candidate.reset_tokens) &&
    Array.isArray(candidate.sections) &&
    Array.isArray(candidate.call_requests) &&
    Array.isArray(candidate.applications) &&
    Array.isArray(candidate.shops) &&
    Array.isArray(candidate.statuses) &&
    Array.isArray(candidate.customers) &&
    Array.isArray(candidate.orders) &&
    Array.isArray(candidate.main_pages) &&
    Array.isArray(candidate.info_blocks) &&
    Array.isArray(candidate.banners) &&
    Array.isArray(candidate.media) &&
    Array.isArray(candidate.news) &&
    Array.isArray(candidate.integration_settings) &&
    Array.isArray(candidate.integration_links) &&
    isCatalogDb(candidate.catalog) &&
    isCompanyTables(candidate) &&
    isSettingsDb(candidate.settings) &&
    Array.isArray(candidate.platform_payments) &&
    typeof candidate.platform_settings === 'object' &&
    candidate.platform_settings !== null
  );
}

function load(file: string): Db | null {
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isDb(parsed)) return parsed;
    console.warn(`[demo upstream] ${file} has an unknown shape, reseeding`);
  } catch (error) {
    console.warn(`[demo upstream] cannot read ${file}, reseeding:`, error);
  }
  return null;
}

// Sync on purpose: the file is a few kilobytes, and a sync write cannot interleave with another.
function writeNow(): void {
  if (!db || !dataFile) return;
  try {
    mkdirSync(dirname(dataFile), { recursive: true });
    // Rename is atomic on one file system, so a crash never leaves a half-written store.
    const temp = `${dataFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(db, null, 2));
    renameSync(temp, dataFile);
  } catch (error) {
    console.error(`[demo upstream] cannot save ${dataFile}:`, error);
  }
}

function scheduleSave(): void {
  if (!dataFile || saveTimer) return;
  saveTimer = setTimeout(() => {
    saveTimer = null;
    writeNow();
  }, SAVE_DELAY_MS);
}

/** Writes a pending save at once; call before exit or before switching files. */
export function flushStore(): void {
  if (!saveTimer) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  writeNow();
}

export function initStore(options: StoreOptions = {}): Db {
  flushStore();
  dataFile = options.dataFile === undefined ? defaultDataFile() : options.dataFile;
  const reset = options.reset === true || process.env.DEMO_RESET === '1';
  const loaded = dataFile && !reset ? load(dataFile) : null;
  db = loaded ?? createSeed();
  if (!loaded) writeNow();
  return db;
}

/** The live data. Lazily seeds a memory-only store, so handlers also work without a server. */
export function getDb(): Db {
  return db ?? initStore({ dataFile: null });
}

/** The one way to change data: runs the change and schedules the file write. */
export function mutate<T>(change: (data: Db) => T): T {
  const result = change(getDb());
  scheduleSave();
  return result;
}

export function resetStore(): void {
  db = createSeed();
  scheduleSave();
}

export function currentDataFile(): string | null {
  return dataFile;
}
