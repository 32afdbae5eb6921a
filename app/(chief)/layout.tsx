import { MainLayout } from '@/components/layout/main-layout';
import { requireSession } from '@/lib/require-session';

const chiefMenu = [{ href: '/', label: 'Главная' }];

export default async function ChiefLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession('company');
  return (
    <MainLayout name={session.user.name} isAdmin={false} menu={chiefMenu}>
      {children}
    </MainLayout>
  );
}
