import 'server-only';
import { createHash } from 'node:crypto';
import { SESSION_ENDED_HEADER } from '../../api/session-ended';
import { metrics } from '../runtime/metrics';
import { ACCESS_DENIED, SIGNED_OUT } from '../proxy/rules';
import { NO_STORE, readSessionCookie, unsealSession, type SessionData } from '../session/cookie';
import { tenantOf } from '../store/actor';
import { fail } from '../store/own-route';
import { LIVE_STREAM_RETRY_AFTER_S } from '../../security-config';
import type { RevocableSession } from '../session/revocation';
import { liveHub, type LiveHub, type OpenStream } from './hub';
import type { SlotScope } from './slots';
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

/** The 429 of a stream past a cap (lib/security-config.ts `liveStreamLimits`). */
export function streamLimitMessage(scope: SlotScope, limit: number): string {
  return scope === 'session'
    ? `Обновления в реальном времени уже открыты в ${limit} вкладках этого входа — больше нельзя. Эта вкладка будет обновляться периодически`
    : `Обновления в реальном времени уже открыты в ${limit} вкладках вашей компании — больше нельзя. Эта вкладка будет обновляться периодически`;
}

interface Admitted {
  session: SessionData;
  tenant: string;
  release: () => void;
}

/**
 * Whether this request may open a stream, and its slot if so. The session is checked as the
 * BFF's own API does (401 with the session-ended header, an administrator refused); a session
 * whose tenant the upstream could not say gets 204, which tells EventSource not to reconnect;
 * past a cap, 429 with Retry-After and the cap in Russian.
 */
async function admit(request: Request, hub: LiveHub, probe = false): Promise<Admitted | Response> {
  const session = await unsealSession(readSessionCookie(request));
  if (!session) return fail(401, SIGNED_OUT, {}, { [SESSION_ENDED_HEADER]: 'chief' });
  if (session.isAdmin) return fail(403, ACCESS_DENIED);
  const tenant = await tenantOf(session);
  if (tenant === null) return new Response(null, { status: 204, headers: { 'cache-control': NO_STORE } });
  const slot = await hub.slots.acquire({ session: slotKeyOf(credentialKeyOf(session)), tenant });
  if (!slot.granted) {
    if (!probe) metrics().eventStreamsRefused.inc({ scope: slot.scope });
    return fail(429, streamLimitMessage(slot.scope, slot.limit), { scope: slot.scope, limit: slot.limit, retryAfter: LIVE_STREAM_RETRY_AFTER_S }, { 'retry-after': String(LIVE_STREAM_RETRY_AFTER_S) });
  }
  return { session, tenant, release: slot.release };
}

/** The session's key among the stream slots: a hash, so the slots in Redis name no session id. */
export function slotKeyOf(credentialKey: string): string {
  return createHash('sha256').update(`live-slot:${credentialKey}`).digest('base64url').slice(0, 22);
}

function revocable(session: SessionData): RevocableSession {
  return { sid: session.sid, uid: session.uid, issuedAt: session.issuedAt, expiresAt: session.expiresAt };
}

/** `GET /dashboard/own/events`: a company user's stream (or the refusal `admit` gives). */
export async function openEventStream(request: Request, hub: LiveHub = liveHub()): Promise<Response> {
  const admitted = await admit(request, hub);
  if (admitted instanceof Response) return admitted;
  const { session, tenant, release } = admitted;
  const lastEventId = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  return streamFor(hub, {
    tenant,
    credential: { key: credentialKeyOf(session), authorization: `${session.tokenType} ${session.accessToken}` },
    lastEventId,
    signal: request.signal,
    session: revocable(session),
    release,
  });
}

/**
 * `HEAD /dashboard/own/events`: the status a GET would get now, without opening a stream.
 * EventSource does not show a refused stream's status; the browser's client asks here after a
 * refusal (lib/live/live-client.ts) to tell a cap (429, wait Retry-After) from an ended session.
 */
export async function probeEventStream(request: Request, hub: LiveHub = liveHub()): Promise<Response> {
  const admitted = await admit(request, hub, true);
  if (admitted instanceof Response) return new Response(null, { status: admitted.status, headers: admitted.headers });
  admitted.release();
  return new Response(null, { status: 200, headers: { 'cache-control': NO_STORE } });
}

export interface StreamRequest {
  tenant: string;
  credential: { key: string; authorization: string };
  lastEventId: string | null;
  signal?: AbortSignal;
  maxQueued?: number;
  heartbeatMs?: number;
  /** The stream's session: the stream ends when it is revoked or expires (lib/server/live/hub.ts). */
  session?: RevocableSession;
  /** Gives back the stream's slot under the caps when it ends. */
  release?: () => void;
}

/** The stream itself, apart from the session checks (the unit tests and the bench drive it). */
export function streamFor(hub: LiveHub, { tenant, credential, lastEventId, signal, maxQueued = MAX_QUEUED, heartbeatMs = HEARTBEAT_MS, session, release: releaseSlot }: StreamRequest): Response {
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
      releaseSlot?.();
      signal?.removeEventListener('abort', onAbort);
    },
  });
  const onAbort = () => connection.close();
  metrics().eventStreamsOpen.inc();
  open = { tenant, credentialKey: credential.key, connection, session };
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
