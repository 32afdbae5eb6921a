import { PRESENCE_KEY, PRESENCE_TAB, heartbeat, leave, presenceHeartbeatMs } from '@/lib/server/presence/presence';
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
 * An open card's heartbeat (`{ key: 'order:7', tab }`): answers who else of the company has it
 * open, and when to beat again. A user without a company yet sees nobody and is not recorded.
 */
export const POST = ownRoute('chief', async (own) => {
  const call = read(own);
  if (!call) return fail(400, BAD_REQUEST);
  const heartbeatMs = presenceHeartbeatMs();
  if (!call.scope || !call.viewer) return ok({ others: [], heartbeatMs });
  return ok({ others: await heartbeat(call.scope, call.viewer), heartbeatMs });
});

/** The card was left (`{ key, tab }`, sent with keepalive as the page goes). */
export const DELETE = ownRoute('chief', async (own) => {
  const call = read(own);
  if (!call) return fail(400, BAD_REQUEST);
  if (call.scope && call.viewer) await leave(call.scope, call.viewer);
  return ok({});
});
