import { refreshAndReturn } from '@/lib/session-routes';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { refreshAndReturn as GET, refreshAndReturn as POST };
