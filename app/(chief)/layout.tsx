import { CallManager } from '@/components/layout/call-manager';
import { MainLayout } from '@/components/layout/main-layout';
import { SideMenu } from '@/components/layout/side-menu';
import { ApiError } from '@/lib/api/api-error';
import type { SectionSummary } from '@/lib/company/types';
import { requireSession } from '@/lib/server/session/require-session';
import { loadUpstream } from '@/lib/server/upstream/server-api';

async function loadSections(): Promise<SectionSummary[]> {
  try {
    return (await loadUpstream<{ data: SectionSummary[] }>('chief/about')).data;
  } catch (error) {
    // The menu still works without its sections; the page below reports its own failures.
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** The side menu's new-order poll, so an order placed in the shop shows up while the dashboard is open; ORDERS_POLL_MS lets the e2e run see a new order sooner. */
const DEFAULT_ORDERS_POLL_MS = 30_000;

function ordersPollMs(): number {
  const value = Number(process.env.ORDERS_POLL_MS);
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_ORDERS_POLL_MS;
}

export default async function ChiefLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession('company');
  const sections = await loadSections();
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
