import 'server-only';
import { readCamelJson, upstreamFetch, upstreamUrl } from '../upstream/fetch';
import { serverEnv } from '../runtime/env';
import { metrics } from '../runtime/metrics';
import { expiresInOf, sessionLifetimeMs, type SessionData } from './cookie';
import { REFRESH_OUTCOME_MS } from '../../security-config';
import { sharedRefresh, type RefreshedToken } from './shared-refresh';

/**
 * One shared token refresh per session (§4): concurrent 401s of the same session wait for the
 * same call. The outcome is kept a little while, so a request that started with the old token
 * and fails after the refresh finished reuses the new token instead of refreshing again.
 * With REDIS_URL the same holds across instances (lib/server/session/shared-refresh.ts).
 */

// One map per process, whichever bundle (proxy route, /session/refresh) loaded this module.
const SLOT = Symbol.for('bo.refresh-inflight');
const registry = globalThis as unknown as Record<symbol, Map<string, Promise<RefreshedToken | null>> | undefined>;
const inflight = (registry[SLOT] ??= new Map());

async function callRefresh(session: SessionData): Promise<RefreshedToken | null> {
  try {
    const response = await upstreamFetch({
      method: 'GET',
      url: upstreamUrl('chief/refresh', undefined, serverEnv().apiRefreshUrl),
      headers: { accept: 'application/json', authorization: `${session.tokenType} ${session.accessToken}` },
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      return null;
    }
    const body = await readCamelJson<{ data?: Partial<RefreshedToken> }>(response);
    const data = body?.data;
    if (!data?.accessToken) return null;
    return {
      accessToken: data.accessToken,
      tokenType: typeof data.tokenType === 'string' && data.tokenType ? data.tokenType : session.tokenType,
      expiresIn: expiresInOf(data.expiresIn) ?? 0,
    };
  } catch {
    // Refresh calls are never retried: a network failure ends the session like a refusal.
    return null;
  }
}

/** The session with a fresh token, or null when the upstream refused to refresh. */
export async function refreshSession(session: SessionData): Promise<SessionData | null> {
  const key = session.accessToken;
  let pending = inflight.get(key);
  // Whether this request is the one that called the upstream (not another request here or another instance).
  let called = false;
  if (!pending) {
    pending = sharedRefresh(session, () => {
      called = true;
      return callRefresh(session);
    });
    inflight.set(key, pending);
    const forget = () => setTimeout(() => inflight.delete(key), REFRESH_OUTCOME_MS).unref();
    pending.then(forget, forget);
  }
  const token = await pending;
  metrics().tokenRefreshes.inc({ outcome: !token ? 'failed' : called ? 'won' : 'waited' });
  if (!token) return null;
  const now = Date.now();
  return {
    ...session,
    accessToken: token.accessToken,
    tokenType: token.tokenType,
    // Keep the stored lifetime when the upstream does not say a new one.
    expiresAt: token.expiresIn > 0 ? now + sessionLifetimeMs(token.expiresIn) : session.expiresAt,
    refreshedAt: now,
  };
}

/** Tests start from a clean slate. */
export function forgetRefreshesForTests(): void {
  inflight.clear();
}
