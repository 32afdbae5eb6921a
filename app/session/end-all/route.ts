import { endEverywhere } from '@/lib/server/session/routes';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { endEverywhere as GET, endEverywhere as POST };
