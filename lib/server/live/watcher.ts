import 'server-only';
import type { LiveMessage, OrderCreatedData, OrderStatusData } from '../../live/events';
import { LIVE_EVENTS } from '../../live/events';

/**
 * Watches the upstream for a company's new orders and status changes, once per company with
 * open streams rather than once per tab: the first `watch()` of a company starts its poll loop,
 * the release of the last one stops it. Each poll reads the company's newest orders with the
 * token of one of its open sessions and publishes what changed since the previous poll.
 *
 * With several instances each runs a loop for the companies it has streams of, but only the
 * holder of the company's lease asks the upstream; the others only renew their claim, and take
 * over when the holder's lease lapses (it stopped, crashed, or lost its last stream). The last
 * snapshot is kept with the lease (Redis), so a takeover neither misses nor repeats events.
 */

export type SeenOrder = OrderCreatedData;

/** What one poll saw: each order's status, and the creation time of the newest order. */
export interface Snapshot {
  at: number;
  newest: string | null;
  statuses: Record<string, number | null>;
}

export interface Credential {
  /** Stable per session (its id), so a refreshed token replaces the old one. */
  key: string;
  authorization: string;
}

export type FetchResult = { ok: true; orders: SeenOrder[] } | { ok: false; unauthorized: boolean };

export interface Lease {
  /** Takes or renews the company's watch for `ttlMs`; false while another instance holds it. */
  acquire(tenant: string, ttlMs: number): Promise<boolean>;
  release(tenant: string): Promise<void>;
}

export interface SnapshotStore {
  get(tenant: string): Promise<Snapshot | null>;
  set(tenant: string, snapshot: Snapshot): Promise<void>;
  forget(tenant: string): Promise<void>;
}

export interface WatcherOptions {
  pollMs: number;
  fetchOrders(tenant: string, credential: Credential): Promise<FetchResult>;
  publish(tenant: string, message: LiveMessage): unknown;
  lease: Lease;
  snapshots: SnapshotStore;
  /** Whether the company is importing orders: its new orders are then published `quiet` (lib/server/live/imports.ts). */
  quiet?(tenant: string): Promise<boolean>;
  /** The upstream refused this session's token: its streams should refresh the session and reconnect. */
  onRefused?(tenant: string, credentialKey: string): void;
  onPollError?(tenant: string, error: unknown): void;
  now?: () => number;
}

export const DEFAULT_LIVE_POLL_MS = 10_000;
/** Orders read per poll: status changes are seen for these newest orders only. */
export const WATCH_PAGE = 50;

export function leaseMs(pollMs: number): number {
  return Math.max(3 * pollMs, 2000);
}

export function livePollMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.LIVE_POLL_MS);
  return env.LIVE_POLL_MS && Number.isFinite(value) && value >= 100 ? value : DEFAULT_LIVE_POLL_MS;
}

/**
 * The events between two polls. An order is new when the previous poll did not have it and it
 * is not older than the previous poll's newest order (an old order that slid into the window
 * because a newer one was deleted is not new). A status change is seen for orders in both.
 * Without a previous poll nothing is announced: that poll is the baseline.
 */
export function diffOrders(previous: Snapshot | null, rows: SeenOrder[], now: number): { events: LiveMessage[]; next: Snapshot } {
  const statuses: Record<string, number | null> = {};
  let newest: string | null = null;
  for (const row of rows) {
    statuses[String(row.id)] = row.status?.id ?? null;
    if (newest === null || Date.parse(row.createdAt) > Date.parse(newest)) newest = row.createdAt;
  }
  const next: Snapshot = { at: now, newest: newest ?? previous?.newest ?? null, statuses };
  if (!previous) return { events: [], next };
  const since = previous.newest === null ? Number.NEGATIVE_INFINITY : Date.parse(previous.newest);
  const created = rows
    .filter((row) => !(String(row.id) in previous.statuses) && Date.parse(row.createdAt) >= since)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  const changed = rows.filter((row) => String(row.id) in previous.statuses && previous.statuses[String(row.id)] !== (row.status?.id ?? null));
  const events: LiveMessage[] = [
    ...created.map((row) => ({ type: LIVE_EVENTS.orderCreated, data: { id: row.id, number: row.number, total: row.total, status: row.status, createdAt: row.createdAt } satisfies OrderCreatedData })),
    ...changed.map((row) => ({ type: LIVE_EVENTS.orderStatus, data: { id: row.id, status: row.status } satisfies OrderStatusData })),
  ];
  return { events, next };
}

interface Watched {
  tenant: string;
  /** Open streams per session, newest session last. */
  credentials: Map<string, { credential: Credential; count: number; refused: boolean }>;
  timer: ReturnType<typeof setTimeout> | null;
  holding: boolean;
  stopped: boolean;
  polling: Promise<void> | null;
}

export class OrderWatcher {
  private readonly watched = new Map<string, Watched>();
  private readonly now: () => number;

  constructor(private readonly options: WatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  get pollMs(): number {
    return this.options.pollMs;
  }

  /** One open stream of the company; returns its release. The first starts the loop, at once. */
  watch(tenant: string, credential: Credential): () => void {
    let state = this.watched.get(tenant);
    if (!state) {
      state = { tenant, credentials: new Map(), timer: null, holding: false, stopped: false, polling: null };
      this.watched.set(tenant, state);
      this.schedule(state, 0);
    }
    const held = state.credentials.get(credential.key);
    state.credentials.delete(credential.key);
    // Re-inserted last: the newest session's token is tried first, and a refreshed token clears a refusal.
    state.credentials.set(credential.key, { credential, count: (held?.count ?? 0) + 1, refused: false });
    let released = false;
    const watched = state;
    return () => {
      if (released) return;
      released = true;
      const entry = watched.credentials.get(credential.key);
      if (entry && --entry.count <= 0) watched.credentials.delete(credential.key);
      if (watched.credentials.size === 0) void this.stopCompany(watched);
    };
  }

  /** Companies with a loop on this instance. */
  tenants(): string[] {
    return [...this.watched.keys()];
  }

  /** Whether this instance holds the company's lease (polled it last time). */
  isHolding(tenant: string): boolean {
    return this.watched.get(tenant)?.holding ?? false;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.watched.values()].map((state) => this.stopCompany(state)));
  }

  private schedule(state: Watched, delay: number): void {
    state.timer = setTimeout(() => {
      state.timer = null;
      state.polling = this.poll(state)
        .catch((error) => this.options.onPollError?.(state.tenant, error))
        .finally(() => {
          state.polling = null;
          if (!state.stopped) this.schedule(state, this.options.pollMs);
        });
    }, delay);
    state.timer.unref?.();
  }

  private async poll(state: Watched): Promise<void> {
    const { lease, snapshots, fetchOrders, publish, pollMs } = this.options;
    state.holding = await lease.acquire(state.tenant, leaseMs(pollMs));
    if (!state.holding || state.stopped) return;
    const entry = [...state.credentials.values()].reverse().find((candidate) => !candidate.refused);
    if (!entry) return;
    const result = await fetchOrders(state.tenant, entry.credential);
    if (state.stopped) return;
    if (!result.ok) {
      if (result.unauthorized) {
        entry.refused = true;
        this.options.onRefused?.(state.tenant, entry.credential.key);
      }
      return;
    }
    const now = this.now();
    const stored = await snapshots.get(state.tenant);
    // A snapshot left long ago (every stream closed meanwhile) is a baseline, not a "before":
    // the screens opened since then read those orders themselves.
    const previous = stored && now - stored.at <= leaseMs(pollMs) + 2 * pollMs ? stored : null;
    const { events, next } = diffOrders(previous, result.orders, now);
    await snapshots.set(state.tenant, next);
    // Asked only when there is something new: an import's orders are not announced one by one.
    if (events.some((event) => event.type === LIVE_EVENTS.orderCreated) && (await this.options.quiet?.(state.tenant))) {
      for (const event of events) if (event.type === LIVE_EVENTS.orderCreated) (event.data as OrderCreatedData).quiet = true;
    }
    for (const event of events) await publish(state.tenant, event);
  }

  private async stopCompany(state: Watched): Promise<void> {
    if (state.stopped) return;
    state.stopped = true;
    if (this.watched.get(state.tenant) === state) this.watched.delete(state.tenant);
    if (state.timer) clearTimeout(state.timer);
    await state.polling;
    if (state.holding) {
      state.holding = false;
      // Handed over at once: an instance that still has streams of the company takes it on its next poll.
      await this.options.lease.release(state.tenant);
    }
  }
}

/** Per process, without Redis: this instance always holds the lease, snapshots in memory. */
export function memoryLease(): Lease {
  return { acquire: async () => true, release: async () => {} };
}

export function memorySnapshots(): SnapshotStore {
  const kept = new Map<string, Snapshot>();
  return {
    get: async (tenant) => kept.get(tenant) ?? null,
    set: async (tenant, snapshot) => void kept.set(tenant, snapshot),
    forget: async (tenant) => void kept.delete(tenant),
  };
}
