import { OWN_API_ROOT, ownApi } from '../api/client';

/** A card whose viewers are shown: `order:7`, `product:12`, `client:3`. */
export type PresenceKey = `${'order' | 'product' | 'client'}:${number}`;

export interface PresenceAnswer {
  /** Who else of the company has the card open, each once. */
  others: { name: string }[];
  /** When to say again that the card is still open. */
  heartbeatMs: number;
}

/** The browser's calls of presence (the BFF's own API, app/dashboard/own/presence). */
export const presenceApi = {
  beat: async (key: PresenceKey, tab: string) => (await ownApi.post<{ data: PresenceAnswer }>('presence', { key, tab })).data,
  /**
   * The card was left. `keepalive` lets the call outlive a page being closed or replaced (a
   * beacon cannot send DELETE); a failure is no matter: the entry expires by itself.
   */
  leave: (key: PresenceKey, tab: string) => {
    void fetch(`${OWN_API_ROOT}/presence`, {
      method: 'DELETE',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, tab }),
    }).catch(() => undefined);
  },
};

/** A random id of this tab's view of a card (not `randomUUID`: it needs a secure context). */
export function newPresenceTab(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
