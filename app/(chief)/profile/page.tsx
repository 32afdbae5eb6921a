import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { ApiError } from '@/lib/api/api-error';
import type { ContactInfo, MenuIcon, MenuItem, NetworkOption, Profile } from '@/lib/profile/types';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Личный кабинет' };

/** Contacts need a company: without one the upstream refuses, and the card waits for it. */
async function loadContacts(): Promise<ContactInfo | null> {
  try {
    return (await loadUpstream<{ data: ContactInfo }>('chief/contact-info')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  }
}

export default async function ProfilePage() {
  const [profile, contacts, networks, menuItems, icons] = await Promise.all([
    loadUpstream<{ data: Profile }>('chief/profile/me').then((body) => body.data),
    loadContacts(),
    loadUpstream<{ data: NetworkOption[] }>('chief/contact-info/networks').then((body) => body.data),
    loadUpstream<{ data: MenuItem[] }>('chief/menu-items').then((body) => body.data),
    loadUpstream<{ data: MenuIcon[] }>('chief/menu-items/icons').then((body) => body.data),
  ]);
  return <ProfileScreen profile={profile} contacts={contacts} networks={networks} menuItems={menuItems} icons={icons} />;
}
