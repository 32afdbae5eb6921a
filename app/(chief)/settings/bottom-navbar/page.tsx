import type { Metadata } from 'next';
import { NavbarItems } from '@/components/settings/navbar-items';
import styles from '@/components/settings/settings.module.css';
import { listNavbarItems } from '@/lib/settings/server';

export const metadata: Metadata = { title: 'Нижнее меню' };

/** §2 /settings/bottom-navbar: the items of the app's bottom navigation. */
export default async function SettingsBottomNavbarPage() {
  const items = await listNavbarItems();
  return (
    <div className={styles.tab}>
      <NavbarItems items={items} />
    </div>
  );
}
