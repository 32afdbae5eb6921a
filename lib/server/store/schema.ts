import type { Generated } from 'kysely';

/**
 * The BFF's own tables (lib/server/store/migrations.ts creates them). Times are ISO-8601 UTC
 * strings with milliseconds (`2026-11-25T09:00:00.000Z`): they sort and compare as text the same
 * way on SQLite and PostgreSQL, so every query is written once.
 */
export interface StoreSchema {
  audit_entries: AuditEntryTable;
  order_notes: OrderNoteTable;
  saved_views: SavedViewTable;
  user_sessions: UserSessionTable;
}

/** One mutating call through the BFF, recorded after the upstream answered. */
export interface AuditEntryTable {
  id: Generated<number>;
  at: string;
  /** The tenant the call acted for (`company:7`, `app:<uuid>`, `user:<uid>`); null for an administrator's calls and for sign-in calls. */
  tenant: string | null;
  /** Stable per user (the session's uid); null before sign-in. */
  user_key: string | null;
  user_name: string;
  role: 'chief' | 'admin';
  session_id: string | null;
  method: string;
  /** The upstream path without its role prefix and query, e.g. `market/orders/7/item`. */
  path: string;
  /** The resource the path names (`orders`, `products`, `banners` …) and its id when it has one. */
  resource_type: string;
  resource_id: string | null;
  /** What a person reads: «Баннер «Осенняя распродажа»». */
  label: string;
  /** The fields sent, as JSON, with secrets and personal data redacted. */
  fields: string | null;
  status: number;
  error: string | null;
  instance: string;
  request_id: string | null;
}

/** A staff note on an order («Комментарий»), seen by every user of the tenant (the company). */
export interface OrderNoteTable {
  id: Generated<number>;
  tenant: string;
  order_id: number;
  user_key: string;
  user_name: string;
  text: string;
  at: string;
}

/** A list's filters, sort and page size kept under a name, for its owner or the whole company. */
export interface SavedViewTable {
  id: Generated<number>;
  /** The tenant (`company:7`, `app:<uuid>`, `user:<uid>`), or `admin` for the administrators' views. */
  tenant: string;
  /** The user who saved it; null when it is the company's. */
  owner_key: string | null;
  /** Which list: `orders`, `clients`, `products` … */
  list: string;
  name: string;
  /** The list's query string, as the URL holds it (`status=1,5&sort=-created_at`). */
  query: string;
  created_at: string;
  created_by: string;
}

/** A signed-in session, for «Активные сеансы». */
export interface UserSessionTable {
  sid: string;
  user_key: string;
  role: 'chief' | 'admin';
  /** The tenant read for the session, once known; null for an administrator. */
  tenant: string | null;
  user_agent: string;
  address: string;
  signed_in_at: string;
  last_seen_at: string;
  ended_at: string | null;
  /** When the session's cookie expires (kept up to date as refreshes extend it); null on older rows. */
  expires_at: string | null;
}
