'use client';

import { usePathname } from 'next/navigation';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';

export const SETTINGS_TABS = [
  { key: 'main', label: 'Основное', href: paths.settingsMain },
  { key: 'store', label: 'Магазин', href: paths.settingsStore },
  { key: 'pay-delivery', label: 'Оплата и доставка', href: paths.settingsPayDelivery },
  { key: 'bottom-navbar', label: 'Нижнее меню', href: paths.settingsBottomNavbar },
] as const;

/** §2: /settings with the child tabs main, store, pay-delivery and bottom-navbar (route tabs). */
export function SettingsTabs() {
  const pathname = usePathname();
  const active = SETTINGS_TABS.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`))?.key ?? '';
  return <Tabs items={SETTINGS_TABS} active={active} label="Разделы настроек" />;
}
