import { readyz } from '@/lib/health';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { readyz as GET };
