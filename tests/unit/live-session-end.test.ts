/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { GET } from '@/app/dashboard/own/events/route';
import { POST as endRoute } from '@/app/dashboard/own/sessions/[id]/end/route';
import { LIVE_EVENTS } from '@/lib/live/events';
import { liveHub, resetLiveHubForTests } from '@/lib/server/live/hub';
import { frameControl } from '@/lib/server/live/sse';
import { metrics, resetMetricsForTests } from '@/lib/server/runtime/metrics';
import type { SessionData } from '@/lib/server/session/cookie';
import { REVOKED_CHANNEL, userKeyOf } from '@/lib/server/session/revocation';
import { endEverywhere, endSession } from '@/lib/server/session/routes';
import { forgetTenantsForTests } from '@/lib/server/store/actor';
import { closeStore } from '@/lib/server/store/db';
import { forgetSeenSessionsForTests, sessionSignedIn } from '@/lib/server/store/sessions/hooks';
import { publicSessionId } from '@/lib/sessions/server';
import { eventually } from '../helpers/eventually';
import { sendJson, startFakeUpstream } from '../helpers/fake-upstream';
import { APP, browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';
import { sseReader, type SseReader } from '../helpers/sse-reader';

/**
 * An open stream lives no longer than its session (issue 46, item 3): a logout, «Выйти на всех
 * устройствах» and a session ended on «Активные сеансы» end that session's streams at once, with
 * `ended` (the browser goes to the login page); an expired session's stream ends at the next
 * check, with `session` (the browser asks the proxy, which renews the cookie or says 401); with Redis a revocation made on another instance ends them too,
 * by its message at once, or by the periodic check when the message was lost. The other
 * sessions' streams stay open.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
const dataDir = mkdtempSync(join(tmpdir(), 'bo-live-session-end-'));
const savedDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.startsWith('/dashboard/v1/chief/profile/me')) return sendJson(res, 200, { data: { company: { id: 7 } } });
    if (req.url.startsWith('/dashboard/v1/chief/market/orders')) return sendJson(res, 200, { data: { data: [], pagination: { total: 0 } } });
    sendJson(res, 200, { data: null });
  });
});
afterAll(async () => {
  upstream.close();
  await closeStore();
  rmSync(dataDir, { recursive: true, force: true });
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
});

/** A periodic check far away: what ends a stream in these tests is the revocation itself. */
const NO_CHECK = { LIVE_POLL_MS: '60000', LIVE_SESSION_CHECK_MS: '600000' };
const open: SseReader[] = [];
beforeEach(async () => {
  useUpstream(upstream.url, NO_CHECK);
  forgetTenantsForTests();
  forgetSeenSessionsForTests();
  resetMetricsForTests();
  await resetLiveHubForTests();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.cancel()));
  await resetLiveHubForTests();
});

const anna = userKeyOf('chief', '9161234567');
const boris = userKeyOf('chief', '9217654321');
let counter = 0;

interface Signed {
  data: SessionData;
  cookie: string;
}

async function signedIn(uid: string, overrides: Partial<SessionData> = {}): Promise<Signed> {
  counter += 1;
  const data = makeSession({ accessToken: `token-${counter}`, sid: `sid-${counter}`, uid, issuedAt: Date.now() - 1000, ...overrides });
  return { data, cookie: await cookieFor(data) };
}

async function streamOf(session: Signed): Promise<SseReader> {
  const response = await GET(browserRequest('/dashboard/own/events', { cookie: session.cookie }));
  expect(response.status).toBe(200);
  const stream = sseReader(response);
  open.push(stream);
  await eventually(() => expect(stream.text).toContain('retry:'));
  return stream;
}

/** Ended by the server within `ms`, with `ended` (the session was ended) or `session` (it expired) last. */
async function endsWithin(stream: SseReader, ms: number, last: string = LIVE_EVENTS.ended): Promise<void> {
  await eventually(() => expect(stream.done).toBe(true), { timeout: ms });
  expect(stream.text.endsWith(frameControl(last))).toBe(true);
}

/** Still open a while later. */
async function staysOpen(stream: SseReader): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(stream.done).toBe(false);
  expect(stream.text).not.toMatch(/event: (session|ended)/);
}

const samePage = { origin: APP, host: 'localhost:3000', 'sec-fetch-site': 'same-origin' };

describe('on this instance', () => {
  it("a logout ends that session's streams at once; another session's stay open", async () => {
    const here = await signedIn(anna);
    const other = await signedIn(anna);
    const [first, second, theirs] = [await streamOf(here), await streamOf(here), await streamOf(other)];
    const answer = await endSession(new Request(`${APP}/session/end`, { method: 'POST', headers: { cookie: here.cookie, ...samePage } }));
    expect(answer.status).toBe(303);
    await endsWithin(first, 500);
    await endsWithin(second, 500);
    await staysOpen(theirs);
    expect(liveHub().streams.size).toBe(1);
    expect(liveHub().slots.count()).toBe(1);
    expect(await metrics().eventStreamsDropped.get()).toMatchObject({ values: [{ labels: { reason: 'revoked' }, value: 2 }] });
  });

  it('«Выйти на всех устройствах» ends the streams of every session of that user, not those of another user', async () => {
    const phone = await signedIn(anna);
    const laptop = await signedIn(anna);
    const colleague = await signedIn(boris);
    const streams = [await streamOf(phone), await streamOf(laptop), await streamOf(colleague)];
    const answer = await endEverywhere(new Request(`${APP}/session/end-all`, { method: 'POST', headers: { cookie: laptop.cookie, ...samePage } }));
    expect(answer.status).toBe(303);
    await endsWithin(streams[0]!, 500);
    await endsWithin(streams[1]!, 500);
    await staysOpen(streams[2]!);
    // Signed in again afterwards: a new stream is not ended by the old cut-off.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await streamOf(await signedIn(anna, { issuedAt: Date.now() }));
    await staysOpen(again);
  });

  it('a session ended on «Активные сеансы» loses its stream at once', async () => {
    const phone = await signedIn(boris);
    const laptop = await signedIn(boris);
    await sessionSignedIn(phone.data, new Headers({ 'user-agent': 'phone' }));
    await sessionSignedIn(laptop.data, new Headers({ 'user-agent': 'laptop' }));
    const [onPhone, onLaptop] = [await streamOf(phone), await streamOf(laptop)];
    const id = publicSessionId(phone.data.sid!);
    const answer = await endRoute(browserRequest(`/dashboard/own/sessions/${id}/end`, { method: 'POST', cookie: laptop.cookie }), { params: Promise.resolve({ id }) });
    expect(answer.status).toBe(200);
    await endsWithin(onPhone, 500);
    await staysOpen(onLaptop);
  });

  it("an expired session's stream ends at the next check", async () => {
    useUpstream(upstream.url, { ...NO_CHECK, LIVE_SESSION_CHECK_MS: '100' });
    await resetLiveHubForTests();
    const short = await signedIn(anna, { expiresAt: Date.now() + 400 });
    const long = await signedIn(anna);
    const [ending, staying] = [await streamOf(short), await streamOf(long)];
    await endsWithin(ending, 1500, LIVE_EVENTS.session);
    await staysOpen(staying);
    expect(await metrics().eventStreamsDropped.get()).toMatchObject({ values: [{ labels: { reason: 'expired' }, value: 1 }] });
  });
});

describe('with REDIS_URL (real redis-server): revoked on another instance', () => {
  let redis: RedisServer;
  let other: Redis;
  beforeAll(async () => {
    redis = await startRedisServer();
    other = new Redis(redis.url);
  });
  afterAll(async () => {
    other.disconnect();
    await redis.stop();
  });
  // Not a hook: the test's environment for one instance with Redis.
  const pointAppAt = useUpstream;
  async function withRedis(env: Record<string, string> = {}) {
    pointAppAt(upstream.url, { ...NO_CHECK, REDIS_URL: redis.url, ...env });
    await resetLiveHubForTests();
  }

  it('its message ends the stream here at once', async () => {
    await withRedis();
    const here = await signedIn(anna);
    const stays = await signedIn(boris);
    const [ending, staying] = [await streamOf(here), await streamOf(stays)];
    // What the other instance's revokeSession writes and publishes (lib/server/session/revocation.ts).
    await eventually(() => expect(liveHub().streams.size).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the subscription is made
    await other.set(`bo:revoked:sid:${here.data.sid}`, '1', 'PX', 60_000);
    await other.publish(REVOKED_CHANNEL, JSON.stringify({ sid: here.data.sid }));
    await endsWithin(ending, 1000);
    await staysOpen(staying);
  });

  it('«Выйти на всех устройствах» on another instance: every stream of the user ends here', async () => {
    await withRedis();
    const phone = await signedIn(anna);
    const laptop = await signedIn(anna);
    const streams = [await streamOf(phone), await streamOf(laptop)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cutoff = Date.now();
    await other.set(`bo:revoked:user:${anna}`, String(cutoff), 'PX', 60_000);
    await other.publish(REVOKED_CHANNEL, JSON.stringify({ uid: anna, cutoff }));
    await endsWithin(streams[0]!, 1000);
    await endsWithin(streams[1]!, 1000);
    await other.del(`bo:revoked:user:${anna}`);
  });

  it('a revocation whose message was lost is found by the periodic check within seconds', async () => {
    await withRedis({ LIVE_SESSION_CHECK_MS: '200' });
    const here = await signedIn(boris);
    const stays = await signedIn(boris);
    const [ending, staying] = [await streamOf(here), await streamOf(stays)];
    // Written while this instance's subscription was down, say: no message, only the key.
    await other.set(`bo:revoked:sid:${here.data.sid}`, '1', 'PX', 60_000);
    await endsWithin(ending, 2000);
    await staysOpen(staying);
  });
});
