import { endSession } from '@/lib/server/session/routes';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { endSession as GET, endSession as POST };
