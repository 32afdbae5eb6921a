/**
 * What travels on the live channel (lib/server/live/): the shapes the server sends and the
 * browser's client (lib/live/live-client.ts) reads.
 */

/** A message as a publisher hands it over: its type (the SSE `event:` name) and JSON data. */
export interface LiveMessage {
  type: string;
  data: unknown;
}

/** A message once published: an id for replay (`Last-Event-ID`) and the company it belongs to. */
export interface LiveEvent extends LiveMessage {
  id: string;
  tenant: string;
}

export interface LiveOrderStatus {
  id: number;
  name: string;
  color?: string | null;
}

/** `order.created`: a new order of the company, newest orders last when several arrive at once. */
export interface OrderCreatedData {
  id: number;
  number: string;
  total: number;
  status: LiveOrderStatus | null;
  createdAt: string;
  /**
   * Set while the company imports orders (lib/server/live/imports.ts): the order is shown and
   * counted as any other, but not announced (no toast, notification or chime).
   */
  quiet?: boolean;
}

/** `presence`: who has the card `key` open changed (a tab opened or left it); its viewers ask again. */
export interface PresenceChangedData {
  key: string;
}

/** `order.status`: an order's status changed (elsewhere or here). */
export interface OrderStatusData {
  id: number;
  status: LiveOrderStatus | null;
}

/**
 * Events the server sends besides the published ones:
 * - `reset`: the replay asked for by `Last-Event-ID` is no longer kept, re-read what is shown;
 * - `session`: the stream's token was refused upstream, or the session's cookie reached its
 *   expiry; refresh the session (any call through the proxy), then reconnect;
 * - `ended`: the session was ended (a logout, «Выйти на всех устройствах», «Активные сеансы»):
 *   the tab goes to the login page and opens no stream again.
 */
export const LIVE_EVENTS = {
  orderCreated: 'order.created',
  orderStatus: 'order.status',
  presence: 'presence',
  reset: 'reset',
  session: 'session',
  ended: 'ended',
} as const;
