import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { logLine } from '../runtime/log';
import { sealValue, unsealValue } from './cookie';
import { REFRESH_LOCK_MS, REFRESH_OUTCOME_MS } from '../../security-config';
import { redisConfigured, withRedis } from '../runtime/redis';

/**
 * One token refresh per session across instances. The upstream revokes the old token
 * on refresh, so a second refresh of the same token is refused and would sign the user out.
 * With Redis, a short lock keyed by the session id (SET NX PX) elects the instance that
 * refreshes; it publishes the outcome sealed with the session secret, and the others poll for
 * it. Without Redis, or when it fails, the caller refreshes on its own (per-process coalescing
 * in lib/server/session/refresh.ts still applies).
 */

export interface RefreshedToken {
  accessToken: string;
  tokenType: string;
  expiresIn: number;
}

export interface RefreshIdentity {
  /** The per-sign-in id, when the cookie has one. */
  sid?: string;
  /** The token being refreshed. */
  accessToken: string;
}

const POLL_MS = 20;
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

interface Published {
  t: RefreshedToken | null;
}

type Step = { kind: 'published'; token: RefreshedToken | null } | { kind: 'locked' } | { kind: 'alone' };

async function readOutcome(redis: Redis, key: string): Promise<Published | null> {
  const sealed = await redis.get(key);
  return sealed ? unsealValue<Published>(sealed) : null;
}

async function lockOrWait(redis: Redis, lockKey: string, outcomeKey: string, owner: string): Promise<Step> {
  const giveUp = Date.now() + REFRESH_LOCK_MS + 2000;
  for (;;) {
    const published = await readOutcome(redis, outcomeKey);
    if (published) return { kind: 'published', token: published.t };
    if ((await redis.set(lockKey, owner, 'PX', REFRESH_LOCK_MS, 'NX')) === 'OK') {
      // Published between our read and the lock (the holder released after publishing).
      const late = await readOutcome(redis, outcomeKey);
      if (late) {
        await redis.eval(RELEASE, 1, lockKey, owner);
        return { kind: 'published', token: late.t };
      }
      return { kind: 'locked' };
    }
    if (Date.now() > giveUp) {
      logLine('warn', 'refresh_lock_timeout', { note: 'no outcome from the lock holder; refreshing here' });
      return { kind: 'alone' };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `run` refreshes at the upstream; it is called on at most one instance per token when Redis works. */
export async function sharedRefresh(
  identity: RefreshIdentity,
  run: () => Promise<RefreshedToken | null>,
): Promise<RefreshedToken | null> {
  if (!redisConfigured()) return run();
  const tokenId = digest(identity.accessToken);
  const sessionId = identity.sid ? digest(identity.sid) : tokenId;
  const lockKey = `bo:refresh-lock:${sessionId}`;
  const outcomeKey = `bo:refresh:${sessionId}:${tokenId}`;
  const owner = randomBytes(12).toString('base64url');

  const step = await withRedis<Step>('refresh', (redis) => lockOrWait(redis, lockKey, outcomeKey, owner), () => ({ kind: 'alone' }));
  if (step.kind === 'published') return step.token;
  const token = await run();
  if (step.kind === 'locked') {
    const sealed = await sealValue({ t: token } satisfies Published, Math.ceil(REFRESH_OUTCOME_MS / 1000));
    await withRedis(
      'refresh',
      async (redis) => {
        await redis.set(outcomeKey, sealed, 'PX', REFRESH_OUTCOME_MS);
        await redis.eval(RELEASE, 1, lockKey, owner);
      },
      () => undefined,
    );
  }
  return token;
}
