import { openEventStream, probeEventStream } from '@/lib/server/live/stream';

/** The live channel of a company user's screens (server-sent events): lib/server/live/. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return openEventStream(request);
}

/** The status a GET would get, without a stream: the browser asks after a refusal. */
export function HEAD(request: Request): Promise<Response> {
  return probeEventStream(request);
}
