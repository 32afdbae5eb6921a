import 'server-only';
import { markChanged } from '../runtime/change-clock';
import { logLine } from '../runtime/log';
import { metrics } from '../runtime/metrics';
import { redisConfigured } from '../runtime/redis';
import { onDrain } from '../runtime/shutdown';
import { listRows } from '../../lists/envelope';
import { readCamelJson, upstreamFetch, upstreamUrl } from '../upstream/fetch';
import { LiveChannel } from './channel';
import { leaseOwner, redisBus, redisLease, redisSlots, redisSnapshots } from './redis-live';
import { importMarks } from './imports';
import { StreamSlots } from './slots';
import { liveSessionCheckMs, liveStreamLimits } from '../../security-config';
import { onRevoked, revokedAmong, revokes, type RevocableSession, type Revocation } from '../session/revocation';
import { frameControl, type SseConnection } from './sse';
import { LIVE_EVENTS, type LiveOrderStatus } from '../../live/events';
import { OrderWatcher, WATCH_PAGE, livePollMs, memoryLease, memorySnapshots, type Credential, type FetchResult, type SeenOrder } from './watcher';

/**
 * The process's live hub: the channel, the order watcher feeding it, the open streams (so
 * the shutdown, a refused token and an ended session can end them) and their slots under the
 * caps. One per process, on globalThis, because the route handlers are bundled apart and each
 * bundle would otherwise get a hub of its own.
 *
 * A stream lives no longer than its session: it ends at once when the session is revoked in this
 * process (`onRevoked`) or on another instance (the Redis channel, `redisBus`), and every
 * `liveSessionCheckMs()` each open stream's session is checked again (expired, or revoked while
 * the message was lost). A revoked session's streams end with `ended` (the tab goes to the login
 * page), an expired one's with `session`.
 */

export interface OpenStream {
  tenant: string;
  credentialKey: string;
  connection: SseConnection;
  /** The session the stream was opened with (streams opened by tests and the bench may have none). */
  session?: RevocableSession;
}

export interface LiveHub {
  channel: LiveChannel;
  watcher: OrderWatcher;
  streams: Set<OpenStream>;
  slots: StreamSlots;
  /** Stops the hub's own timers and listeners (the session check, the revocation listener). */
  dispose?: () => void;
}

type EndReason = 'revoked' | 'expired';

/**
 * Ends the streams whose session `ended` says is over: a revoked one with `ended` (the tab goes to
 * the login page), an expired one with `session` (the tab asks the proxy: a cookie renewed since
 * the stream opened reconnects, an expired one gets 401 and the login page).
 */
export function endSessionStreams(streams: Set<OpenStream>, ended: (session: RevocableSession, stream: OpenStream) => boolean, reason: EndReason): number {
  let n = 0;
  for (const stream of [...streams]) {
    if (!stream.session || !stream.connection.isOpen || !ended(stream.session, stream)) continue;
    metrics().eventStreamsDropped.inc({ reason });
    stream.connection.close(frameControl(reason === 'revoked' ? LIVE_EVENTS.ended : LIVE_EVENTS.session));
    n += 1;
  }
  return n;
}

/** One check of every open stream's session: expired, or revoked anywhere (one MGET per instance). */
export async function recheckSessions(streams: Set<OpenStream>, now: number = Date.now()): Promise<void> {
  endSessionStreams(streams, (session) => session.expiresAt <= now, 'expired');
  const open = [...streams].filter((stream) => stream.session && stream.connection.isOpen);
  if (open.length === 0) return;
  const revoked = await revokedAmong(open.map((stream) => stream.session!));
  const ended = new Set(open.filter((_, i) => revoked[i]));
  endSessionStreams(streams, (_, stream) => ended.has(stream), 'revoked');
}

/** A revocation heard from this process or another instance: its streams here end at once. */
export function endRevokedStreams(streams: Set<OpenStream>, revocation: Revocation): number {
  return endSessionStreams(streams, (session) => revokes(revocation, session), 'revoked');
}

const SLOT = Symbol.for('bo.live.hub');
const holder = globalThis as unknown as Record<symbol, LiveHub | undefined>;

export function liveHub(): LiveHub {
  return (holder[SLOT] ??= createHub());
}

function createHub(): LiveHub {
  const shared = redisConfigured();
  const owner = leaseOwner();
  const streams = new Set<OpenStream>();
  const heard = (revocation: Revocation) => endRevokedStreams(streams, revocation);
  // An order placed or changed elsewhere is a change for the short caches of derived figures
  // (home's summary) on every instance, as a change saved through this BFF is.
  const channel = new LiveChannel(shared ? redisBus(undefined, heard) : null, (event) => {
    if (event.type === LIVE_EVENTS.orderCreated || event.type === LIVE_EVENTS.orderStatus) markChanged();
  });
  const slots = new StreamSlots(owner, shared ? redisSlots() : null, liveStreamLimits);
  const forget = onRevoked('live-streams', heard);
  let checking = false;
  const check = setInterval(() => {
    if (checking || streams.size === 0) return;
    checking = true;
    recheckSessions(streams)
      .catch((error) => logLine('warn', 'live_session_check_failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (checking = false));
  }, liveSessionCheckMs());
  check.unref?.();
  const dispose = () => {
    clearInterval(check);
    forget();
    slots.stop();
  };
  const watcher = new OrderWatcher({
    pollMs: livePollMs(),
    fetchOrders: fetchNewestOrders,
    publish: (tenant, message) => channel.publish(tenant, message),
    lease: shared ? redisLease(owner) : memoryLease(),
    snapshots: shared ? redisSnapshots() : memorySnapshots(),
    quiet: (tenant) => importMarks().active(tenant),
    onRefused: (tenant, credentialKey) => {
      for (const stream of streams) {
        if (stream.tenant !== tenant || stream.credentialKey !== credentialKey) continue;
        metrics().eventStreamsDropped.inc({ reason: 'session' });
        stream.connection.close(frameControl(LIVE_EVENTS.session));
      }
    },
    onPollError: (tenant, error) => logLine('warn', 'live_poll_failed', { tenant, error: error instanceof Error ? error.message : String(error) }),
  });
  // Streams never finish by themselves, so the shutdown would wait for them until its deadline:
  // once the listener is closed they end, and each browser reconnects to another instance.
  onDrain('live-streams', async () => {
    dispose();
    for (const stream of streams) {
      metrics().eventStreamsDropped.inc({ reason: 'shutdown' });
      stream.connection.close();
    }
    await watcher.stop();
    await channel.close();
  });
  return { channel, watcher, streams, slots, dispose };
}

function status(value: unknown): LiveOrderStatus | null {
  const v = value as { id?: unknown; name?: unknown; color?: unknown } | null;
  if (!v || typeof v !== 'object' || typeof v.id !== 'number') return null;
  return { id: v.id, name: typeof v.name === 'string' ? v.name : '', color: typeof v.color === 'string' ? v.color : null };
}

/** The company's newest orders, read with one of its sessions' tokens. */
async function fetchNewestOrders(_tenant: string, credential: Credential): Promise<FetchResult> {
  const query = new URLSearchParams({ sort: '-created_at', per_page: String(WATCH_PAGE) });
  try {
    const response = await upstreamFetch({
      method: 'GET',
      url: upstreamUrl('chief/market/orders', query),
      headers: { accept: 'application/json', authorization: credential.authorization },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      const unauthorized = response.statusCode === 401 || response.statusCode === 403;
      metrics().livePolls.inc({ outcome: unauthorized ? 'refused' : 'failed' });
      return { ok: false, unauthorized };
    }
    // The upstream's list envelope is `{ data: { data: [...], pagination } }`; a bare `data` array is read too.
    const body = await readCamelJson<{ data?: unknown }>(response);
    const rows = listRows<Record<string, unknown> | null>(body) ?? [];
    const orders: SeenOrder[] = [];
    for (const row of rows) {
      // Ids may come as text ("12"), as any number may where the specification types nothing.
      const id = Number(row?.id);
      if (!row || !Number.isInteger(id) || id <= 0 || typeof row.createdAt !== 'string') continue;
      orders.push({
        id,
        number: String(row.number ?? row.id),
        total: typeof row.total === 'number' ? row.total : Number(row.total) || 0,
        status: status(row.status),
        createdAt: row.createdAt,
      });
    }
    metrics().livePolls.inc({ outcome: 'ok' });
    return { ok: true, orders };
  } catch (error) {
    metrics().livePolls.inc({ outcome: 'failed' });
    logLine('warn', 'live_poll_failed', { error: error instanceof Error ? error.message : String(error) });
    return { ok: false, unauthorized: false };
  }
}

/** Tests: a fresh hub next time. */
export async function resetLiveHubForTests(): Promise<void> {
  const hub = holder[SLOT];
  holder[SLOT] = undefined;
  if (!hub) return;
  hub.dispose?.();
  for (const stream of hub.streams) stream.connection.close();
  await hub.watcher.stop();
  await hub.channel.close();
}
