import type { Metadata } from 'next';
import { SectionsTable } from '@/components/company/sections-table';
import { listSections } from '@/lib/company/server';

export const metadata: Metadata = { title: 'Компания' };

export default async function CompanyPage() {
  return <SectionsTable sections={await listSections()} />;
}
