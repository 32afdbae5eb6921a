import { LIVE_EVENTS, type PresenceChangedData } from '@/lib/live/events';
import { liveHub } from '@/lib/server/live/hub';
import { logLine } from '@/lib/server/runtime/log';
import { PRESENCE_KEY, PRESENCE_TAB, beat, leave, presenceHeartbeatMs } from '@/lib/server/presence/presence';
import { fail, ok, ownRoute, type OwnRequest } from '@/lib/server/store/own-route';

const BAD_REQUEST = 'Некорректный запрос';

/** The card and the tab a call names, and who calls, scoped by the caller's tenant (the company). */
function read({ actor, body }: OwnRequest) {
  const { key, tab } = (body ?? {}) as { key?: unknown; tab?: unknown };
  if (typeof key !== 'string' || !PRESENCE_KEY.test(key) || typeof tab !== 'string' || !PRESENCE_TAB.test(tab)) return null;
  const userKey = actor.userKey ?? actor.sid;
  if (actor.tenant === null || !userKey) return { key, tab, scope: null };
  return { key, tab, scope: { tenant: actor.tenant, key }, viewer: { userKey, name: actor.userName, tab } };
}

/**
 * A tab joined or left a card: the company's open screens hear it over the live stream (its own
 * company's channel only), and the card's viewers ask again at once. A failed publish only
 * leaves them to their next heartbeat.
 */
function told(tenant: string, key: string): void {
  const data: PresenceChangedData = { key };
  liveHub()
    .channel.publish(tenant, { type: LIVE_EVENTS.presence, data })
    .catch((error) => logLine('warn', 'presence_publish_failed', { error: error instanceof Error ? error.message : String(error) }));
}

/**
 * An open card's heartbeat (`{ key: 'order:7', tab }`): answers who else of the company has it
 * open, and when to beat again. A user without a company yet sees nobody and is not recorded.
 */
export const POST = ownRoute('chief', async (own) => {
  const call = read(own);
  if (!call) return fail(400, BAD_REQUEST);
  const heartbeatMs = presenceHeartbeatMs();
  if (!call.scope || !call.viewer) return ok({ others: [], heartbeatMs });
  const { others, joined } = await beat(call.scope, call.viewer);
  if (joined) told(call.scope.tenant, call.key);
  return ok({ others, heartbeatMs });
});

/** The card was left (`{ key, tab }`, sent with keepalive as the page goes). */
export const DELETE = ownRoute('chief', async (own) => {
  const call = read(own);
  if (!call) return fail(400, BAD_REQUEST);
  if (call.scope && call.viewer && (await leave(call.scope, call.viewer))) told(call.scope.tenant, call.key);
  return ok({});
});
