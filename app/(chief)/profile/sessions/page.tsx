import type { Metadata } from 'next';
import { SessionsScreen } from '@/components/profile/sessions-screen';
import { listMySessions } from '@/lib/sessions/server';

export const metadata: Metadata = { title: 'Активные сеансы' };

export default async function SessionsPage() {
  return <SessionsScreen sessions={await listMySessions()} />;
}
