import { endEverywhere } from '@/lib/session-routes';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { endEverywhere as GET, endEverywhere as POST };
