import type { LineIconName } from '@/components/ui/line-icon';

export interface MenuEntry {
  href: string;
  label: string;
  icon: LineIconName;
  children?: { href: string; label: string }[];
}

/** §2 "Side menu (company user)", top group; the company entry gets its sections added. */
export const chiefTopMenu: MenuEntry[] = [
  { href: '/', label: 'Главная', icon: 'home' },
  {
    href: '/catalog',
    label: 'Каталог',
    icon: 'catalog',
    children: [
      { href: '/catalog/products', label: 'Товары' },
      { href: '/catalog/categories', label: 'Категории' },
    ],
  },
  { href: '/shops', label: 'Магазины', icon: 'shop' },
  { href: '/orders', label: 'Заказы', icon: 'orders' },
  { href: '/clients', label: 'Клиенты', icon: 'clients' },
  { href: '/company', label: 'Компания', icon: 'company' },
  { href: '/news', label: 'Новости', icon: 'news' },
];

/** §2 bottom group. */
export const chiefBottomMenu: MenuEntry[] = [
  { href: '/builder', label: 'Конструктор', icon: 'builder' },
  { href: '/finance', label: 'Финансы', icon: 'finance' },
  { href: '/settings/main', label: 'Настройки', icon: 'settings' },
  { href: '/api/webhook/create', label: 'API', icon: 'api' },
  { href: '/integrations', label: 'Интеграции', icon: 'integrations' },
  { href: '/activity', label: 'Журнал действий', icon: 'activity' },
];

/** §2 "Admin routes": the three entries. */
export const adminMenu: MenuEntry[] = [
  { href: '/admin/companies', label: 'Компании', icon: 'company' },
  { href: '/admin/finance', label: 'Финансы', icon: 'finance' },
  { href: '/admin/settings', label: 'Настройки', icon: 'settings' },
  { href: '/admin/activity', label: 'Журнал действий', icon: 'activity' },
];

/** Whether a menu link is the current page or one of its children. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  const base = href.replace(/\/main$/, '');
  return pathname === href || pathname === base || pathname.startsWith(`${base}/`);
}
