import { metricsResponse } from '@/lib/server/runtime/metrics-endpoint';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export { metricsResponse as GET };
