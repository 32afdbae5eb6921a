import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/profile/deferred';
import { getContacts, getProfile, listMenuIcons, listMenuItems, listNetworks } from '@/lib/profile/server';

export const metadata: Metadata = { title: 'Личный кабинет' };

export default async function ProfilePage() {
  const [profile, contacts, networks, menuItems, icons] = await Promise.all([
    getProfile(),
    getContacts(),
    listNetworks(),
    listMenuItems(),
    listMenuIcons(),
  ]);
  return <ProfileScreen profile={profile} contacts={contacts} networks={networks} menuItems={menuItems} icons={icons} />;
}
