'use client';

import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';

export type CatalogTab = 'categories' | 'kits' | 'products';

const TABS = [
  { key: 'categories', label: 'Категории', href: paths.catalogCategories },
  { key: 'kits', label: 'Комплекты', href: paths.catalogKits },
  { key: 'products', label: 'Товары', href: paths.catalogProducts },
] as const;

/** §2: /catalog with the child tabs categories, kits and products (route tabs). */
export function CatalogTabs({ active }: { active: CatalogTab }) {
  return <Tabs items={TABS} active={active} label="Разделы каталога" />;
}
