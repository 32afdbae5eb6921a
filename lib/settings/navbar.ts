import { ApiError } from '../api/api-error';
import { api } from '../api/client';
import { readRows } from '../schema/read-later';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

/** §7 "GET navbar-items": the app's bottom navigation. Its fields are not fixed by the specification. */
export interface NavbarItem {
  id: number | string;
  title: string;
  isActive: boolean;
  sort: number;
  /** An icon picture, when the upstream names one by URL. */
  icon: string | null;
}

export const NAVBAR_ITEMS_PATH = 'chief/navbar-items';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads whatever the upstream answers into items, defensively: unknown fields are ignored,
 * an item without a name is dropped, and a missing activity flag counts as active.
 */
export function parseNavbarItems(data: unknown): NavbarItem[] {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
      ? ((data as { data: unknown[] }).data)
      : [];
  const items: NavbarItem[] = [];
  rows.forEach((row, index) => {
    if (!row || typeof row !== 'object') return;
    const record = row as Record<string, unknown>;
    const title = text(record.title) || text(record.name) || text(record.nameRu) || text(record.label);
    if (!title) return;
    const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : `item-${index}`;
    const icon = text(record.icon) || text(record.iconUrl) || text(record.url);
    items.push({
      id,
      title,
      isActive: record.isActive === undefined ? true : Boolean(record.isActive),
      sort: typeof record.sort === 'number' ? record.sort : index,
      icon: /^(https?:\/\/|\/|data:image\/)/.test(icon) ? icon : null,
    });
  });
  return items;
}

/** The active items in their order, as the app shows them. */
export const shownNavbarItems = (items: readonly NavbarItem[]) =>
  items.filter((item) => item.isActive).sort((a, b) => a.sort - b.sort);

export const navbarApi = {
  /** An upstream without bottom navigation (404) simply has no items. */
  list: async (): Promise<NavbarItem[]> => {
    try {
      // Read with the server loader's schema first (rows without an id are dropped, as on the server).
      return parseNavbarItems((await readRows(schemas, (s) => s.navbarItemSchema, await api.get<unknown>(NAVBAR_ITEMS_PATH))) ?? []);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },
};
