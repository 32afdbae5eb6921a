import 'server-only';

/**
 * The caps on open live streams (lib/security-config.ts `liveStreamLimits`): per session and per
 * tenant. Each stream holds a slot from its start to its end. The slots this instance holds are
 * counted here; with a shared store (Redis, lib/server/live/redis-live.ts) every instance's are
 * counted together, each slot there expiring unless renewed (an instance that died gives its
 * slots back within SLOT_TTL_MS). Without the store, or while it is down, each instance counts
 * its own streams only.
 */

export type SlotScope = 'session' | 'tenant';

export interface SlotOwner {
  /** The session's key among the slots (a hash: no session id is written to Redis by it). */
  session: string;
  tenant: string;
}

export interface SlotLimits {
  perSession: number;
  perTenant: number;
}

export interface SlotStore {
  /** Takes the slot `member` unless a cap is reached (counted across instances); null when taken. */
  acquire(member: string, owner: SlotOwner, limits: SlotLimits): Promise<SlotScope | null>;
  release(member: string, owner: SlotOwner): Promise<void>;
  /** Keeps these slots from expiring (and puts back any the store lost meanwhile). */
  renew(slots: [string, SlotOwner][]): Promise<void>;
}

/** A slot in the shared store lives this long unless renewed; renewed every third of it. */
export const SLOT_TTL_MS = 45_000;

export type SlotAnswer = { granted: true; release: () => void } | { granted: false; scope: SlotScope; limit: number };

export class StreamSlots {
  private readonly held = new Map<string, SlotOwner>();
  private seq = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly owner: string,
    private readonly store: SlotStore | null,
    private readonly limits: () => SlotLimits,
    private readonly renewMs: number = SLOT_TTL_MS / 3,
  ) {}

  /** A slot for one more stream of `owner`, or which cap refused it. */
  async acquire(owner: SlotOwner): Promise<SlotAnswer> {
    const limits = this.limits();
    // What this instance holds is part of the whole: over a cap here is over it everywhere.
    const local = this.over(owner, limits);
    if (local) return { granted: false, scope: local, limit: local === 'session' ? limits.perSession : limits.perTenant };
    this.seq += 1;
    const member = `${this.owner}:${this.seq}`;
    // Held before the store answers, so streams opened at the same moment count each other.
    this.held.set(member, owner);
    const shared = this.store ? await this.store.acquire(member, owner, limits) : null;
    if (shared) {
      this.held.delete(member);
      return { granted: false, scope: shared, limit: shared === 'session' ? limits.perSession : limits.perTenant };
    }
    this.keepRenewing();
    let released = false;
    return {
      granted: true,
      release: () => {
        if (released) return;
        released = true;
        this.held.delete(member);
        if (this.held.size === 0) this.stopRenewing();
        void this.store?.release(member, owner);
      },
    };
  }

  /** Slots held on this instance, of a session or a tenant (or all). */
  count(filter: Partial<SlotOwner> = {}): number {
    let n = 0;
    for (const owner of this.held.values()) {
      if (filter.session !== undefined && owner.session !== filter.session) continue;
      if (filter.tenant !== undefined && owner.tenant !== filter.tenant) continue;
      n += 1;
    }
    return n;
  }

  async renew(): Promise<void> {
    if (this.store && this.held.size > 0) await this.store.renew([...this.held]);
  }

  stop(): void {
    this.stopRenewing();
  }

  private over(owner: SlotOwner, limits: SlotLimits): SlotScope | null {
    if (this.count({ session: owner.session }) >= limits.perSession) return 'session';
    if (this.count({ tenant: owner.tenant }) >= limits.perTenant) return 'tenant';
    return null;
  }

  private keepRenewing(): void {
    if (!this.store || this.timer) return;
    this.timer = setInterval(() => void this.renew().catch(() => undefined), this.renewMs);
    this.timer.unref?.();
  }

  private stopRenewing(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
