/**
 * What the ⌘K palette finds: the screens of the role's side menu, matched locally,
 * and records through the existing BFF list calls (5 per kind), grouped by kind.
 */
import { SETTINGS_TABS } from '@/components/settings/settings-tabs';
import { api } from '@/lib/api/client';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { ADMIN_COMPANIES_PATH } from '@/lib/admin/api';
import type { AdminCompany } from '@/lib/admin/types';
import { catalogPaths, type ProductRow } from '@/lib/catalog/api';
import { CUSTOMERS_PATH, type CustomerRow } from '@/lib/clients/api';
import type { SectionSummary } from '@/lib/company/types';
import { ORDERS_PATH, type OrderStatusRef, type OrderSummary } from '@/lib/orders/api';
import { SHOPS_PATH, type Shop } from '@/lib/shops/api';
import { formatMoney, formatPhone } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { matchesWords, type ResultGroup } from '@/lib/lists/search-groups';
import { adminMenu, chiefBottomMenu, chiefTopMenu, type MenuEntry } from './menu-config';

export type PaletteRole = 'chief' | 'admin';

export interface PaletteItem {
  key: string;
  href: string;
  title: string;
  detail?: string;
  /** Orders show their status badge. */
  status?: OrderStatusRef | null;
}

/** Records of each kind asked for per search. */
export const PALETTE_PER_KIND = 5;
/** Screens shown at most while typing (all of them with an empty query). */
const SCREEN_LIMIT = 8;

const menuScreens = (entries: readonly MenuEntry[]): PaletteItem[] =>
  entries.flatMap((entry) => [
    { key: `screen:${entry.href}`, href: entry.href, title: entry.label },
    ...(entry.children ?? []).map((child) => ({
      key: `screen:${child.href}`,
      href: child.href,
      title: `${entry.label} — ${child.label}`,
    })),
  ]);

/**
 * The screens of the role: its side menu, and for a company the settings tabs, the profile and
 * the company's own text sections (as the side menu lists them under «Компания»).
 */
export function screenItems(role: PaletteRole, sections: readonly SectionSummary[] = []): PaletteItem[] {
  if (role === 'admin') return menuScreens(adminMenu);
  const settings = SETTINGS_TABS.filter((tab) => tab.href !== paths.settingsMain).map((tab) => ({
    key: `screen:${tab.href}`,
    href: tab.href,
    title: `Настройки — ${tab.label}`,
  }));
  const company = chiefTopMenu.find((entry) => entry.href === '/company')?.label ?? 'Компания';
  return [
    ...menuScreens(chiefTopMenu),
    ...sections.map((section) => ({
      key: `screen:${paths.menuSection(section.id)}`,
      href: paths.menuSection(section.id),
      title: `${company} — ${section.title}`,
    })),
    ...menuScreens(chiefBottomMenu),
    ...settings,
    { key: `screen:${paths.profile}`, href: paths.profile, title: 'Профиль' },
  ];
}

/** Screens whose name has every typed word as a word start; all of them for an empty query. */
export function matchScreens(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const text = query.trim();
  if (!text) return [...items];
  return items.filter((item) => matchesWords(item.title, text)).slice(0, SCREEN_LIMIT);
}

interface RecordKind<Row> {
  id: string;
  title: string;
  path: string;
  item: (row: Row) => PaletteItem;
}

const productKind: RecordKind<ProductRow> = {
  id: 'products',
  title: 'Товары',
  path: catalogPaths.products,
  item: (p) => ({ key: `product:${p.id}`, href: paths.product(p.id), title: p.name, detail: `${p.article} · ${formatMoney(p.basePrice)}` }),
};

const orderKind: RecordKind<OrderSummary> = {
  id: 'orders',
  title: 'Заказы',
  path: ORDERS_PATH,
  item: (o) => ({
    key: `order:${o.id}`,
    href: paths.order(o.id),
    title: `Заказ № ${o.number}`,
    detail: [o.customer?.name, formatMoney(o.total)].filter(Boolean).join(' · '),
    status: o.status,
  }),
};

const clientKind: RecordKind<CustomerRow> = {
  id: 'clients',
  title: 'Клиенты',
  path: CUSTOMERS_PATH,
  item: (c) => ({ key: `client:${c.id}`, href: paths.client(c.id), title: c.name, detail: formatPhone(c.phone) }),
};

const shopKind: RecordKind<Shop> = {
  id: 'shops',
  title: 'Магазины',
  path: SHOPS_PATH,
  item: (s) => ({ key: `shop:${s.id}`, href: paths.shop(s.id), title: s.address, detail: s.city }),
};

const companyKind: RecordKind<AdminCompany> = {
  id: 'companies',
  title: 'Компании',
  path: ADMIN_COMPANIES_PATH,
  item: (c) => ({ key: `company:${c.id}`, href: paths.adminCompany(c.id), title: c.name, detail: c.city }),
};

// Orders first: looking one up by its number is the most common jump.
const KINDS: Record<PaletteRole, readonly RecordKind<never>[]> = {
  chief: [orderKind, productKind, clientKind, shopKind] as RecordKind<never>[],
  admin: [companyKind] as RecordKind<never>[],
};

export interface RecordResults {
  groups: ResultGroup<PaletteItem>[];
  /** 'Заказы: <reason>' for each kind whose call failed; the others still show. */
  failures: string[];
}

/** One list call per kind (the list screens' own calls, perPage 5); a failed kind does not hide the rest. */
export async function searchRecords(role: PaletteRole, query: string, signal: AbortSignal): Promise<RecordResults> {
  const kinds = KINDS[role];
  // Loaded with the first search, not with every screen the palette is on.
  const { listRows } = await import('@/lib/lists/envelope');
  const answers = await Promise.allSettled(
    kinds.map((kind) =>
      api.get<unknown>(kind.path, { query: { search: query, page: 1, perPage: PALETTE_PER_KIND }, signal }).then((body) => {
        const rows = listRows<never>(body);
        if (rows === null) throw new ApiError(502, GENERIC_ERROR, null);
        return rows;
      }),
    ),
  );
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  const groups: ResultGroup<PaletteItem>[] = [];
  const failures: string[] = [];
  answers.forEach((answer, index) => {
    const kind = kinds[index]!;
    if (answer.status === 'fulfilled') {
      groups.push({ id: kind.id, title: kind.title, items: answer.value.slice(0, PALETTE_PER_KIND).map(kind.item) });
    } else {
      failures.push(`${kind.title}: ${answer.reason instanceof ApiError ? answer.reason.error : GENERIC_ERROR}`);
    }
  });
  return { groups, failures };
}

/** Screens first, then the record kinds in their order. */
export function paletteGroups(screens: readonly PaletteItem[], records: RecordResults | null): ResultGroup<PaletteItem>[] {
  return [{ id: 'screens', title: 'Экраны', items: screens }, ...(records?.groups ?? [])];
}
