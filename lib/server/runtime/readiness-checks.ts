import 'server-only';
import { sql } from 'kysely';
import { Deadline, upstreamFetch, upstreamUrl } from '../upstream/fetch';
import { getStore } from '../store/db';

/**
 * What `/readyz` asks of the dependencies. `/readyz` is public, so anyone can call it as often
 * as they like: the upstream's answer is kept for a few seconds (and callers meanwhile share the
 * one request in flight), so it never turns into a request upstream per anonymous call. The
 * store's check is a `select 1` on the process's own connection: cheap enough for every call.
 */

export const PROBE_MS = 2000;
export const UPSTREAM_CHECK_TTL_MS = 5000;

interface CachedCheck {
  url: string;
  until: number;
  result: Promise<boolean>;
}

let lastUpstreamCheck: CachedCheck | undefined;

async function probeUpstream(url: string): Promise<boolean> {
  const deadline = new Deadline(PROBE_MS);
  try {
    const response = await upstreamFetch({ method: 'HEAD', url, headers: {}, deadline });
    await response.body.dump();
    return true;
  } catch {
    return false;
  } finally {
    deadline.cancel();
  }
}

/** True when the upstream answers (any HTTP status); at most one request per address every few seconds. */
export function upstreamReachable(now = Date.now()): Promise<boolean> {
  const url = upstreamUrl('');
  const cached = lastUpstreamCheck;
  if (cached && cached.url === url && now < cached.until) return cached.result;
  const result = probeUpstream(url);
  lastUpstreamCheck = { url, until: now + UPSTREAM_CHECK_TTL_MS, result };
  return result;
}

/** True when the store opens (migrated) and answers a query within the probe's time. */
export async function storeAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_MS)));
  const query = getStore()
    .then(async (store) => {
      await sql`select 1`.execute(store);
      return true;
    })
    .catch(() => false);
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
