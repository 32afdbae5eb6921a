import type { Metadata } from 'next';
import { NavbarItems } from '@/components/settings/navbar-items';
import styles from '@/components/settings/settings.module.css';
import { settingsPaths, type NavbarItem } from '@/lib/settings/api';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Нижнее меню' };

/** §2 /settings/bottom-navbar: the items of the app's bottom navigation. */
export default async function SettingsBottomNavbarPage() {
  const { data: items } = await loadUpstream<{ data: NavbarItem[] }>(settingsPaths.navbarItems);
  return (
    <div className={styles.tab}>
      <NavbarItems items={items} />
    </div>
  );
}
