import { MainLayout } from '@/components/layout/main-layout';
import { requireSession } from '@/lib/require-session';

const adminMenu = [{ href: '/admin/companies', label: 'Компании' }];

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession('admin');
  return (
    <MainLayout name={session.user.name || 'Admin'} isAdmin menu={adminMenu}>
      {children}
    </MainLayout>
  );
}
