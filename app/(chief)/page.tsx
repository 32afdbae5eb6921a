import type { Metadata } from 'next';
import { CompanySummary } from '@/components/home/company-summary';
import type { Profile } from '@/lib/api/profile-types';
import { loadUpstream } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Главная' };

export default async function HomePage() {
  const { data: profile } = await loadUpstream<{ data: Profile }>('chief/profile/me');
  return <CompanySummary profile={profile} />;
}
