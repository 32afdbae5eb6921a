import { CallManager } from '@/components/layout/lazy-call-manager';
import { MainLayout } from '@/components/layout/main-layout';
import { SideMenu } from '@/components/layout/side-menu';
import { listMenuSections } from '@/lib/company/server';
import { requireSession } from '@/lib/server/session/require-session';

/** The side menu's new-order poll, so an order placed in the shop shows up while the dashboard is open; ORDERS_POLL_MS lets the e2e run see a new order sooner. */
const DEFAULT_ORDERS_POLL_MS = 30_000;

function ordersPollMs(): number {
  const value = Number(process.env.ORDERS_POLL_MS);
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_ORDERS_POLL_MS;
}

export default async function ChiefLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession('company');
  const sections = await listMenuSections();
  return (
    <MainLayout
      name={session.user.name}
      isAdmin={false}
      menu={<SideMenu sections={sections} ordersPollMs={ordersPollMs()} />}
      sections={sections}
      floating={<CallManager />}
    >
      {children}
    </MainLayout>
  );
}
