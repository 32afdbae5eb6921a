import type { Metadata } from 'next';
import { SectionsTable } from '@/components/company/sections-table';
import type { SectionSummary } from '@/lib/company/types';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Компания' };

export default async function CompanyPage() {
  const { data } = await loadUpstream<{ data: SectionSummary[] }>('chief/about');
  return <SectionsTable sections={data} />;
}
