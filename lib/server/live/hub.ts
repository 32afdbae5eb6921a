import 'server-only';
import { markChanged } from '../runtime/change-clock';
import { logLine } from '../runtime/log';
import { metrics } from '../runtime/metrics';
import { redisConfigured } from '../runtime/redis';
import { onDrain } from '../runtime/shutdown';
import { listRows } from '../../lists/envelope';
import { readCamelJson, upstreamFetch, upstreamUrl } from '../upstream/fetch';
import { LiveChannel } from './channel';
import { redisBus, redisLease, redisSnapshots } from './redis-live';
import { frameControl, type SseConnection } from './sse';
import { LIVE_EVENTS, type LiveOrderStatus } from '../../live/events';
import { OrderWatcher, WATCH_PAGE, livePollMs, memoryLease, memorySnapshots, type Credential, type FetchResult, type SeenOrder } from './watcher';

/**
 * The process's live hub: the channel, the order watcher feeding it, and the open streams (so
 * the shutdown and a refused token can end them). One per process, on globalThis, because the
 * route handlers are bundled apart and each bundle would otherwise get a hub of its own.
 */

export interface OpenStream {
  tenant: string;
  credentialKey: string;
  connection: SseConnection;
}

export interface LiveHub {
  channel: LiveChannel;
  watcher: OrderWatcher;
  streams: Set<OpenStream>;
}

const SLOT = Symbol.for('bo.live.hub');
const holder = globalThis as unknown as Record<symbol, LiveHub | undefined>;

export function liveHub(): LiveHub {
  return (holder[SLOT] ??= createHub());
}

function createHub(): LiveHub {
  const shared = redisConfigured();
  // An order placed or changed elsewhere is a change for the short caches of derived figures
  // (home's summary) on every instance, as a change saved through this BFF is.
  const channel = new LiveChannel(shared ? redisBus() : null, (event) => {
    if (event.type === LIVE_EVENTS.orderCreated || event.type === LIVE_EVENTS.orderStatus) markChanged();
  });
  const streams = new Set<OpenStream>();
  const watcher = new OrderWatcher({
    pollMs: livePollMs(),
    fetchOrders: fetchNewestOrders,
    publish: (tenant, message) => channel.publish(tenant, message),
    lease: shared ? redisLease() : memoryLease(),
    snapshots: shared ? redisSnapshots() : memorySnapshots(),
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
    for (const stream of streams) {
      metrics().eventStreamsDropped.inc({ reason: 'shutdown' });
      stream.connection.close();
    }
    await watcher.stop();
    await channel.close();
  });
  return { channel, watcher, streams };
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
  for (const stream of hub.streams) stream.connection.close();
  await hub.watcher.stop();
  await hub.channel.close();
}
