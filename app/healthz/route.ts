import { healthz } from '@/lib/server/runtime/health';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { healthz as GET };
