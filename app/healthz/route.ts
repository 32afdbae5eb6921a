import { healthz } from '@/lib/health';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { healthz as GET };
