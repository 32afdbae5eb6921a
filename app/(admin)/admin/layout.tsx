import { MainLayout } from '@/components/layout/main-layout';
import { adminMenu } from '@/components/layout/menu-config';
import { AdminMenu } from '@/components/layout/side-menu';
import { requireSession } from '@/lib/server/session/require-session';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession('admin');
  return (
    <MainLayout name={session.user.name || 'Admin'} isAdmin menu={<AdminMenu entries={adminMenu} />}>
      {children}
    </MainLayout>
  );
}
