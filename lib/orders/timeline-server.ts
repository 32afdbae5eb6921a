import 'server-only';
import { getSession } from '../server/session/get-session';
import { logLine } from '../server/runtime/log';
import { actorOf } from '../server/store/actor';
import { getStore, type Store } from '../server/store/db';
import type { Order } from './api';
import {
  describeChange,
  mergeTimeline,
  noteRow,
  upstreamRows,
  type OrderNote,
  type OrderTimelineData,
  type TimelineNames,
  type TimelineRow,
} from './timeline';

/** The most changes one card shows: the latest ones, should an order ever have more. */
export const TIMELINE_CHANGES_MAX = 500;
/** The most notes one card shows (the latest). */
export const TIMELINE_NOTES_MAX = 500;
/**
 * The trail is read from a day before the order's creation on: the upstream's clock and ours
 * may differ, and the bound keeps the read to this order's lifetime (the tenant index on
 * `(tenant, at)` serves it) instead of the tenant's whole trail.
 */
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

/** The trail's path of an order (the proxy's path without the role prefix). */
export const orderTrailPath = (orderId: number) => `market/orders/${orderId}`;

function parseFields(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The successful changes of one order made through the back office by the company's users. */
export async function readOrderChanges(
  store: Store,
  tenant: string,
  order: Pick<Order, 'id' | 'createdAt'>,
  names: TimelineNames,
): Promise<TimelineRow[]> {
  const base = orderTrailPath(order.id);
  const created = Date.parse(order.createdAt);
  const since = Number.isFinite(created) ? new Date(created - CLOCK_SLACK_MS).toISOString() : null;
  const entries = await store
    .selectFrom('audit_entries')
    .select(['at', 'user_name', 'method', 'path', 'fields'])
    .where('tenant', '=', tenant)
    .where('status', '>=', 200)
    .where('status', '<', 300)
    // The order itself and what lies under it (its lines, its payment link); the id is a number,
    // so the pattern holds no wildcard of its own.
    .where((eb) => eb.or([eb('path', '=', base), eb('path', 'like', `${base}/%`)]))
    .$if(since !== null, (query) => query.where('at', '>=', since!))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(TIMELINE_CHANGES_MAX)
    .execute();
  const rows: TimelineRow[] = [];
  for (const entry of entries.reverse()) {
    const rest = entry.path === base ? '' : entry.path.slice(base.length + 1);
    const text = describeChange({ at: entry.at, userName: entry.user_name, method: entry.method, rest, fields: parseFields(entry.fields) }, names);
    if (text) rows.push({ at: entry.at, text, by: entry.user_name, kind: 'change' });
  }
  return rows;
}

/** The tenant's notes on an order, oldest first. */
export async function listOrderNotes(store: Store, tenant: string, orderId: number): Promise<OrderNote[]> {
  const notes = await store
    .selectFrom('order_notes')
    .select(['id', 'order_id', 'text', 'user_name', 'at'])
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(TIMELINE_NOTES_MAX)
    .execute();
  return notes.reverse().map((note) => ({ id: note.id, orderId: note.order_id, text: note.text, userName: note.user_name, at: note.at }));
}

export interface NoteAuthor {
  /** The author's tenant (lib/server/store/actor.ts): who else reads the note. */
  tenant: string;
  userKey: string | null;
  userName: string;
}

/** Keeps a note (its text already checked and trimmed) for every user of the author's tenant. */
export async function addOrderNote(store: Store, author: NoteAuthor, orderId: number, text: string, now = new Date()): Promise<OrderNote> {
  const at = now.toISOString();
  const { id } = await store
    .insertInto('order_notes')
    .values({ tenant: author.tenant, order_id: orderId, user_key: author.userKey ?? '', user_name: author.userName, text, at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, orderId, text, userName: author.userName, at };
}

/** The whole timeline of one order for a tenant: the upstream's rows, the changes, the notes. */
export async function readOrderTimeline(
  store: Store,
  tenant: string,
  order: Pick<Order, 'id' | 'createdAt' | 'updatedAt' | 'history'>,
  names: TimelineNames,
): Promise<TimelineRow[]> {
  const [changes, notes] = await Promise.all([readOrderChanges(store, tenant, order, names), listOrderNotes(store, tenant, order.id)]);
  return mergeTimeline(upstreamRows(order), changes, notes.map(noteRow));
}

/**
 * For the order page: the timeline as the signed-in user's company sees it. The card is still
 * worth showing when the store cannot be read, so a failure gives the upstream's rows alone and
 * says the rest is missing.
 */
export async function loadOrderTimeline(order: Order, names: TimelineNames): Promise<OrderTimelineData> {
  try {
    const session = await getSession();
    const tenant = session ? (await actorOf(session)).tenant : null;
    if (tenant === null) return { rows: upstreamRows(order), complete: false };
    return { rows: await readOrderTimeline(await getStore(), tenant, order, names), complete: true };
  } catch (error) {
    logLine('warn', 'order_timeline_unavailable', { orderId: order.id, message: error instanceof Error ? error.message : String(error) });
    return { rows: upstreamRows(order), complete: false };
  }
}
