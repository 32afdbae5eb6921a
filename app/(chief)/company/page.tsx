import type { Metadata } from 'next';
import { SectionsTable } from '@/components/company/sections-table';
import type { SectionSummary } from '@/lib/api/section-types';
import { loadUpstream } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Компания' };

export default async function CompanyPage() {
  const { data } = await loadUpstream<{ data: SectionSummary[] }>('chief/about');
  return <SectionsTable sections={data} />;
}
