import 'server-only';
import { createHash } from 'node:crypto';
import { SESSION_ENDED_HEADER } from '../../api/session-ended';
import { metrics } from '../runtime/metrics';
import { ACCESS_DENIED, SIGNED_OUT } from '../proxy/rules';
import { NO_STORE, readSessionCookie, unsealSession, type SessionData } from '../session/cookie';
import { tenantOf } from '../store/actor';
import { fail } from '../store/own-route';
import { liveHub, type LiveHub, type OpenStream } from './hub';
import { SseConnection, frameControl, frameEvent, frameRetry } from './sse';
import { LIVE_EVENTS } from '../../live/events';

/** How long the browser waits before reconnecting after the stream broke. */
export const RETRY_MS = 3000;
/** A comment line this often keeps proxies and the browser from timing the stream out. */
export const HEARTBEAT_MS = 15_000;
/** Chunks a client may fall behind before it is dropped (it reconnects and replays). */
export const MAX_QUEUED = 256;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: the server's gzip (Next's `compress`) would otherwise hold the events in its
  // buffer until enough bytes arrive, that is, for ever at a few events an hour.
  'cache-control': `${NO_STORE}, no-transform`,
  // Proxies that buffer answers (nginx) would hold the events back.
  'x-accel-buffering': 'no',
} as const;

/** The session's key among a company's streams: its id, else a hash of its token. */
export function credentialKeyOf(session: SessionData): string {
  return session.sid ?? createHash('sha256').update(session.accessToken).digest('hex').slice(0, 32);
}

/**
 * `GET /dashboard/own/events`: a company user's stream. The session is checked as the BFF's
 * own API does (401 with the session-ended header, an administrator refused); a session whose
 * tenant the upstream could not say gets 204, which tells EventSource not to reconnect.
 */
export async function openEventStream(request: Request, hub: LiveHub = liveHub()): Promise<Response> {
  const session = await unsealSession(readSessionCookie(request));
  if (!session) return fail(401, SIGNED_OUT, {}, { [SESSION_ENDED_HEADER]: 'chief' });
  if (session.isAdmin) return fail(403, ACCESS_DENIED);
  const tenant = await tenantOf(session);
  if (tenant === null) return new Response(null, { status: 204, headers: { 'cache-control': NO_STORE } });
  const lastEventId = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  return streamFor(hub, {
    tenant,
    credential: { key: credentialKeyOf(session), authorization: `${session.tokenType} ${session.accessToken}` },
    lastEventId,
    signal: request.signal,
  });
}

export interface StreamRequest {
  tenant: string;
  credential: { key: string; authorization: string };
  lastEventId: string | null;
  signal?: AbortSignal;
  maxQueued?: number;
  heartbeatMs?: number;
}

/** The stream itself, apart from the session checks (the unit tests and the bench drive it). */
export function streamFor(hub: LiveHub, { tenant, credential, lastEventId, signal, maxQueued = MAX_QUEUED, heartbeatMs = HEARTBEAT_MS }: StreamRequest): Response {
  let open: OpenStream | null = null;
  let release = () => {};
  const connection = new SseConnection({
    maxQueued,
    heartbeatMs,
    onClose: (reason) => {
      if (reason === 'slow') metrics().eventStreamsDropped.inc({ reason: 'slow' });
      metrics().eventStreamsOpen.dec();
      if (open) hub.streams.delete(open);
      release();
      signal?.removeEventListener('abort', onAbort);
    },
  });
  const onAbort = () => connection.close();
  metrics().eventStreamsOpen.inc();
  open = { tenant, credentialKey: credential.key, connection };
  hub.streams.add(open);

  connection.write(frameRetry(RETRY_MS));
  const subscription = hub.channel.subscribe(tenant, (event) => connection.write(frameEvent(event)), { lastEventId });
  const unwatch = hub.watcher.watch(tenant, credential);
  release = () => {
    subscription.close();
    unwatch();
  };
  if (subscription.replay === null) connection.write(frameControl(LIVE_EVENTS.reset));
  else for (const event of subscription.replay) connection.write(frameEvent(event));
  // Dropped while the replay was written (a replay longer than the queue): nothing stays subscribed.
  if (!connection.isOpen) release();
  else if (signal?.aborted) connection.close();
  else signal?.addEventListener('abort', onAbort, { once: true });

  return new Response(connection.stream, { status: 200, headers: SSE_HEADERS });
}
