import 'server-only';
import type { LiveEvent, LiveMessage } from '../../live/events';

/**
 * The live channel: what one company's open screens hear. Publishers (the order watcher, and
 * anything else that wants to tell a company's screens something, such as presence) call
 * `publish(tenant, message)`; each open stream holds a subscription. With a bus (Redis
 * pub/sub, lib/server/live/bus.ts) a published event reaches the subscribers of every
 * instance; without one, this process's only.
 *
 * Every event gets an id from the instance that published it, and every instance keeps the
 * company's last RING_SIZE events in the order it received them, so a browser that reconnects
 * (to this instance or another) with `Last-Event-ID` gets what it missed; when that id is no
 * longer kept the subscription says so (`replay: null`) and the screen re-reads its data.
 */

export interface Bus {
  /** Sends the event to every instance (this one included); false when it could not. */
  publish(event: LiveEvent): Promise<boolean>;
  /** Starts delivering every instance's events to `deliver`. */
  start(deliver: (event: LiveEvent) => void): void;
  stop(): Promise<void>;
}

export type LiveListener = (event: LiveEvent) => void;

export interface Subscription {
  /** Events after `lastEventId`, oldest first; null when that id is no longer kept. */
  replay: LiveEvent[] | null;
  close(): void;
}

export interface CompanyActivity {
  /** The company's first subscriber on this instance arrived. */
  first(tenant: string): void;
  /** Its last subscriber on this instance left. */
  last(tenant: string): void;
}

export const RING_SIZE = 200;
/** Companies whose recent events are kept (the least recently used is forgotten first). */
const RING_COMPANIES = 2000;

export class LiveChannel {
  private readonly rings = new Map<string, LiveEvent[]>();
  private readonly subscribers = new Map<string, Set<LiveListener>>();
  private readonly activity = new Set<CompanyActivity>();
  private seq = 0;
  private readonly origin = Math.random().toString(36).slice(2, 8);

  /** `onDeliver` hears every event this instance delivers, whatever the company (caches to drop). */
  constructor(
    private bus: Bus | null = null,
    private readonly onDeliver?: (event: LiveEvent) => void,
  ) {
    bus?.start((event) => this.deliver(event));
  }

  /** Publishes to the company's subscribers on every instance; resolves with the event as sent. */
  async publish(tenant: string, message: LiveMessage): Promise<LiveEvent> {
    this.seq += 1;
    // Unique across instances (origin) and readable in a log: time, origin, sequence.
    const event: LiveEvent = { id: `${Date.now().toString(36)}-${this.origin}-${this.seq}`, tenant, type: message.type, data: message.data };
    // Over the bus the event comes back to this instance too; delivered here only when the bus failed.
    const sent = this.bus ? await this.bus.publish(event) : false;
    if (!sent) this.deliver(event);
    return event;
  }

  /** Subscribes one connection to a company's events, replaying what followed `lastEventId`. */
  subscribe(tenant: string, listener: LiveListener, options: { lastEventId?: string | null } = {}): Subscription {
    let set = this.subscribers.get(tenant);
    const first = !set || set.size === 0;
    if (!set) this.subscribers.set(tenant, (set = new Set()));
    set.add(listener);
    if (first) for (const watcher of this.activity) watcher.first(tenant);
    let open = true;
    return {
      replay: this.replay(tenant, options.lastEventId ?? null),
      close: () => {
        if (!open) return;
        open = false;
        const current = this.subscribers.get(tenant);
        if (!current?.delete(listener) || current.size > 0) return;
        this.subscribers.delete(tenant);
        for (const watcher of this.activity) watcher.last(tenant);
      },
    };
  }

  /** Hears when a company gains its first and loses its last subscriber here (the order watcher). */
  onActivity(activity: CompanyActivity): () => void {
    this.activity.add(activity);
    return () => this.activity.delete(activity);
  }

  subscriberCount(tenant?: string): number {
    if (tenant !== undefined) return this.subscribers.get(tenant)?.size ?? 0;
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }

  activeTenants(): string[] {
    return [...this.subscribers.keys()];
  }

  async close(): Promise<void> {
    await this.bus?.stop();
    this.bus = null;
  }

  private replay(tenant: string, lastEventId: string | null): LiveEvent[] | null {
    if (!lastEventId) return [];
    const ring = this.rings.get(tenant) ?? [];
    const at = ring.findIndex((event) => event.id === lastEventId);
    return at === -1 ? null : ring.slice(at + 1);
  }

  private deliver(event: LiveEvent): void {
    let ring = this.rings.get(event.tenant);
    if (ring) this.rings.delete(event.tenant);
    else ring = [];
    // Re-inserted, so the Map's order is least recently used first.
    this.rings.set(event.tenant, ring);
    ring.push(event);
    if (ring.length > RING_SIZE) ring.splice(0, ring.length - RING_SIZE);
    if (this.rings.size > RING_COMPANIES) this.rings.delete(this.rings.keys().next().value!);
    this.onDeliver?.(event);
    for (const listener of [...(this.subscribers.get(event.tenant) ?? [])]) {
      try {
        listener(event);
      } catch {
        // One broken connection must not keep the event from the others.
      }
    }
  }
}
