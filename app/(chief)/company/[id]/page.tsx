import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SectionHeader, type SectionDetails } from '@/components/company/section-header';
import { ApiError } from '@/lib/api/api-error';
import { paths } from '@/lib/paths';
import { loadUpstream } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Раздел компании' };

/** §2: the section is loaded first, and on failure the user goes home. */
async function loadSection(id: string): Promise<SectionDetails> {
  try {
    return (await loadUpstream<{ data: SectionDetails }>(`chief/about/${encodeURIComponent(id)}`)).data;
  } catch (error) {
    if (error instanceof ApiError) redirect(paths.home);
    throw error;
  }
}

export default async function CompanySectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) redirect(paths.home);
  return <SectionHeader section={await loadSection(id)} />;
}
