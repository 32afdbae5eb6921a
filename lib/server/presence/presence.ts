import 'server-only';
import { withRedis } from '../runtime/redis';

/**
 * Presence: who of a company has a card (an order, a product, a client) open right now. Each
 * open card sends a heartbeat; an entry lives PRESENCE_TTL_MS after its last one, so a tab that
 * vanished without saying goodbye drops out by itself. Entries are per tenant (the company) and per card,
 * and per browser tab (one user in two tabs is one name; closing one tab keeps the other).
 *
 * Kept in this process's memory, or with `REDIS_URL` in Redis, so that instances behind a load
 * balancer see each other: one hash per tenant and card (`bo:presence:<tenant>:<card>`),
 * field = tab, value = who and until when; the hash itself expires with its last entry. When
 * Redis fails the call falls back to memory (what this instance alone knows).
 *
 * A join and a leave are told over the live stream (a `presence` event naming the card, to the
 * company's screens only): the card's other viewers beat at once, so a colleague shows and goes
 * within a second or two. The heartbeat stays the keep-alive, and the only way to learn of
 * others when a tab's stream is refused or absent.
 */

export const PRESENCE_TTL_MS = 45_000;
/** How often an open card says it is still open, unless PRESENCE_HEARTBEAT_MS says otherwise. */
export const DEFAULT_PRESENCE_HEARTBEAT_MS = 20_000;
/** Cards of one kind and id: what the browser may name. */
export const PRESENCE_KEY = /^(order|product|client):[1-9]\d{0,11}$/;
/** A tab's random id, made by the browser. */
export const PRESENCE_TAB = /^[A-Za-z0-9_-]{8,64}$/;
/** Most viewers kept per card, and cards kept in memory: bounds what a misbehaving client can pile up. */
const MAX_VIEWERS = 100;
const MAX_CARDS = 20_000;

export function presenceHeartbeatMs(): number {
  const value = Number(process.env.PRESENCE_HEARTBEAT_MS);
  // Never longer than the default: the expiry is set for heartbeats at least that often.
  return Number.isFinite(value) && value >= 1000 && value <= DEFAULT_PRESENCE_HEARTBEAT_MS ? value : DEFAULT_PRESENCE_HEARTBEAT_MS;
}

export interface PresenceScope {
  /** The tenant (lib/server/store/actor.ts): `company:7`, `app:<uuid>`, `user:<uid>`. */
  tenant: string;
  key: string;
}

export interface Viewer {
  userKey: string;
  name: string;
  tab: string;
}

interface Entry {
  userKey: string;
  name: string;
  expires: number;
}

// scope → tab → entry, per process (kept across the bundles Next makes, like the other per-process stores).
const SLOT = Symbol.for('bo.presence');
const cards = ((globalThis as { [SLOT]?: Map<string, Map<string, Entry>> })[SLOT] ??= new Map());

const scopeId = ({ tenant, key }: PresenceScope) => `${tenant}:${key}`;
const redisKey = (scope: PresenceScope) => `bo:presence:${scopeId(scope)}`;

/** The other users in `entries` (not `userKey`), each once, by name. */
function othersOf(entries: Iterable<Entry>, userKey: string, now: number): { name: string }[] {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    if (entry.expires <= now || entry.userKey === userKey) continue;
    seen.set(entry.userKey, entry.name);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'ru')).map((name) => ({ name }));
}

function memoryCard(scope: PresenceScope, now: number): Map<string, Entry> {
  const id = scopeId(scope);
  let card = cards.get(id);
  if (!card) {
    if (cards.size >= MAX_CARDS) sweepMemory(now);
    if (cards.size >= MAX_CARDS) cards.delete(cards.keys().next().value!);
    card = new Map();
    cards.set(id, card);
  }
  for (const [tab, entry] of card) if (entry.expires <= now) card.delete(tab);
  return card;
}

function sweepMemory(now: number): void {
  for (const [id, card] of cards) {
    for (const [tab, entry] of card) if (entry.expires <= now) card.delete(tab);
    if (card.size === 0) cards.delete(id);
  }
}

function memoryBeat(scope: PresenceScope, viewer: Viewer, now: number): Beat {
  const card = memoryCard(scope, now);
  const joined = !card.has(viewer.tab) && card.size < MAX_VIEWERS;
  if (card.has(viewer.tab) || card.size < MAX_VIEWERS) {
    card.set(viewer.tab, { userKey: viewer.userKey, name: viewer.name, expires: now + PRESENCE_TTL_MS });
  }
  return { others: othersOf(card.values(), viewer.userKey, now), joined };
}

function memoryLeave(scope: PresenceScope, viewer: Pick<Viewer, 'userKey' | 'tab'>): boolean {
  const card = cards.get(scopeId(scope));
  // Only the tab's own user can take it away.
  const left = card?.get(viewer.tab)?.userKey === viewer.userKey;
  if (left) card!.delete(viewer.tab);
  if (card?.size === 0) cards.delete(scopeId(scope));
  return left;
}

function parseEntry(text: string): Entry | null {
  try {
    const entry = JSON.parse(text) as Partial<Entry>;
    return typeof entry.userKey === 'string' && typeof entry.name === 'string' && typeof entry.expires === 'number' ? (entry as Entry) : null;
  } catch {
    return null;
  }
}

/** A heartbeat's answer: who else has the card open, and whether this tab was not on it before. */
export interface Beat {
  others: { name: string }[];
  /** The tab joined the card now (its first heartbeat, or the first after its entry expired). */
  joined: boolean;
}

/**
 * Records that `viewer` has the card open (for PRESENCE_TTL_MS from `now`) and answers who else
 * of the company has it open.
 */
export async function heartbeat(scope: PresenceScope, viewer: Viewer, now = Date.now()): Promise<{ name: string }[]> {
  return (await beat(scope, viewer, now)).others;
}

/**
 * `heartbeat`, saying also whether the tab joined the card now: a join (and a leave) is told to
 * the company's open screens over the live stream (app/dashboard/own/presence), so the card's
 * other viewers ask again at once instead of at their next heartbeat.
 */
export async function beat(scope: PresenceScope, viewer: Viewer, now = Date.now()): Promise<Beat> {
  return withRedis(
    'presence',
    async (redis) => {
      const key = redisKey(scope);
      const entry: Entry = { userKey: viewer.userKey, name: viewer.name, expires: now + PRESENCE_TTL_MS };
      const [added, , all] = ((await redis
        .multi()
        .hset(key, viewer.tab, JSON.stringify(entry))
        .pexpire(key, PRESENCE_TTL_MS)
        .hgetall(key)
        .exec()) ?? []) as [[Error | null, number] | undefined, unknown, [Error | null, Record<string, string>] | undefined];
      const fields = all?.[1] ?? {};
      const entries: Entry[] = [];
      const expired: string[] = [];
      for (const [tab, text] of Object.entries(fields)) {
        const parsed = parseEntry(text);
        if (parsed && parsed.expires > now) entries.push(parsed);
        else expired.push(tab);
      }
      // Entries past their time go with the next heartbeat of anybody on the card.
      if (expired.length) await redis.hdel(key, ...expired);
      const full = entries.length > MAX_VIEWERS;
      if (full) await redis.hdel(key, viewer.tab);
      // HSET answers 1 for a field it created: the tab was not on the card.
      return { others: othersOf(entries, viewer.userKey, now), joined: added?.[1] === 1 && !full };
    },
    () => memoryBeat(scope, viewer, now),
  );
}

/** The card was left: its tab's entry goes at once (else it would linger until it expires). True when it was there. */
export async function leave(scope: PresenceScope, viewer: Pick<Viewer, 'userKey' | 'tab'>): Promise<boolean> {
  return withRedis(
    'presence',
    async (redis) => {
      const key = redisKey(scope);
      const text = await redis.hget(key, viewer.tab);
      if (!text || parseEntry(text)?.userKey !== viewer.userKey) return false;
      return (await redis.hdel(key, viewer.tab)) > 0;
    },
    () => memoryLeave(scope, viewer),
  );
}

/** Tests: forget this process's entries (what is left came from Redis). */
export function forgetPresenceForTests(): void {
  cards.clear();
}
