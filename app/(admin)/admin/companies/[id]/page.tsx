import type { Metadata } from 'next';
import { CompanyCard } from '@/components/admin/company-card';
import { getAdminCompany } from '@/lib/admin/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Компания' };

/** §2 adminCompany: the company is loaded before the card opens; a failure goes back to the list. */
export default async function AdminCompanyPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const company = await getAdminCompany(id);
  return <CompanyCard key={company.id} company={company} />;
}
