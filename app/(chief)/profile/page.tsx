import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { getContacts, getProfile, listMenuIcons, listMenuItems, listNetworks } from '@/lib/profile/server';
import styles from '@/components/profile/profile.module.css';

export const metadata: Metadata = { title: 'Личный кабинет' };

export default async function ProfilePage() {
  const [profile, contacts, networks, menuItems, icons] = await Promise.all([
    getProfile(),
    getContacts(),
    listNetworks(),
    listMenuItems(),
    listMenuIcons(),
  ]);
  // The heading with the page, the cards after it (see components/layout/card-screen.tsx).
  return (
    <div className={styles.page}>
      <h1>Личный кабинет</h1>
      <ProfileScreen profile={profile} contacts={contacts} networks={networks} menuItems={menuItems} icons={icons} />
    </div>
  );
}
