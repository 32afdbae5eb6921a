import { refreshAndReturn } from '@/lib/server/session/routes';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { refreshAndReturn as GET, refreshAndReturn as POST };
