import { openEventStream } from '@/lib/server/live/stream';

/** The live channel of a company user's screens (server-sent events): lib/server/live/. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return openEventStream(request);
}
