/** @jest-environment node */
import Redis from 'ioredis';
import { GET, HEAD } from '@/app/dashboard/own/events/route';
import { liveHub, resetLiveHubForTests } from '@/lib/server/live/hub';
import { redisSlots } from '@/lib/server/live/redis-live';
import { StreamSlots } from '@/lib/server/live/slots';
import { metrics, resetMetricsForTests } from '@/lib/server/runtime/metrics';
import { forgetTenantsForTests } from '@/lib/server/store/actor';
import { LIVE_STREAM_RETRY_AFTER_S, liveStreamLimits } from '@/lib/security-config';
import { eventually } from '../helpers/eventually';
import { sendJson, startFakeUpstream } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';
import { sseReader, type SseReader } from '../helpers/sse-reader';

/**
 * The caps on live streams (issue 46, item 2): one session, and one company, hold at most a few
 * streams; past a cap the stream is 429 with Retry-After and a Russian message, and a closed
 * stream gives its place back. HEAD says what a GET would get, opening nothing. With Redis the
 * caps count every instance's streams together.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  // The company is read with the session's token: `tok-<company>-<n>`.
  upstream = await startFakeUpstream((req, res) => {
    const company = /Bearer tok-(\d+)-/.exec(String(req.headers.authorization))?.[1];
    if (req.url.startsWith('/dashboard/v1/chief/profile/me')) return sendJson(res, 200, { data: { company: { id: Number(company) } } });
    if (req.url.startsWith('/dashboard/v1/chief/market/orders')) return sendJson(res, 200, { data: { data: [], pagination: { total: 0 } } });
    sendJson(res, 404, { error: 'нет' });
  });
});
afterAll(() => upstream.close());

const open: SseReader[] = [];
beforeEach(async () => {
  useUpstream(upstream.url, { LIVE_STREAMS_PER_SESSION: '3', LIVE_STREAMS_PER_TENANT: '5', LIVE_POLL_MS: '60000' });
  forgetTenantsForTests();
  resetMetricsForTests();
  await resetLiveHubForTests();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.cancel()));
  await resetLiveHubForTests();
});

const cookies = new Map<string, string>();
/** The cookie of session `sid` of company `company`. */
async function cookieOf(sid: string, company = 7): Promise<string> {
  const key = `${sid}@${company}`;
  if (!cookies.has(key)) cookies.set(key, await cookieFor(makeSession({ sid, uid: `u${sid}`, accessToken: `tok-${company}-${sid}` })));
  return cookies.get(key)!;
}

async function stream(sid: string, company = 7, method: 'GET' | 'HEAD' = 'GET'): Promise<Response> {
  const request = browserRequest('/dashboard/own/events', { method, cookie: await cookieOf(sid, company) });
  const response = await (method === 'GET' ? GET : HEAD)(request);
  if (response.status === 200 && method === 'GET') open.push(sseReader(response));
  return response;
}

describe('the caps', () => {
  it('are small by default: 5 streams a session, 40 a company', () => {
    delete process.env.LIVE_STREAMS_PER_SESSION;
    delete process.env.LIVE_STREAMS_PER_TENANT;
    expect(liveStreamLimits()).toEqual({ perSession: 5, perTenant: 40 });
  });

  it('one session gets at most its cap of streams; the next is 429 with Retry-After and says why in Russian', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await stream('anna')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = await stream('anna');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(LIVE_STREAM_RETRY_AFTER_S));
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    expect(await refused.json()).toEqual({
      error: 'Обновления в реальном времени уже открыты в 3 вкладках этого входа — больше нельзя. Эта вкладка будет обновляться периодически',
      data: { scope: 'session', limit: 3, retryAfter: LIVE_STREAM_RETRY_AFTER_S },
    });
    expect(liveHub().streams.size).toBe(3);
    expect(await metrics().eventStreamsRefused.get()).toMatchObject({ values: [{ labels: { scope: 'session' }, value: 4 }] });
    // Another session of the same company is not refused for it.
    expect((await stream('boris')).status).toBe(200);
  });

  it('a closed stream gives its place back', async () => {
    for (let i = 0; i < 3; i += 1) expect((await stream('anna')).status).toBe(200);
    expect((await stream('anna')).status).toBe(429);
    await open.shift()!.cancel();
    await eventually(() => expect(liveHub().streams.size).toBe(2));
    expect((await stream('anna')).status).toBe(200);
  });

  it("a company's sessions together get at most its cap; another company is not refused for it", async () => {
    const statuses = [];
    for (const sid of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) statuses.push((await stream(sid)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await stream('a7');
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('в 5 вкладках вашей компании'), data: { scope: 'tenant', limit: 5 } });
    expect((await stream('b1', 8)).status).toBe(200);
  });

  it('many streams opened at the same moment are counted together', async () => {
    const statuses = await Promise.all(Array.from({ length: 20 }, () => stream('anna').then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });
});

describe('HEAD /dashboard/own/events', () => {
  it('answers what a GET would get now, without opening a stream', async () => {
    const room = await stream('anna', 7, 'HEAD');
    expect(room.status).toBe(200);
    expect(await room.text()).toBe('');
    expect(liveHub().streams.size).toBe(0);
    expect(liveHub().slots.count()).toBe(0);
    for (let i = 0; i < 3; i += 1) await stream('anna');
    const full = await stream('anna', 7, 'HEAD');
    expect(full.status).toBe(429);
    expect(full.headers.get('retry-after')).toBe(String(LIVE_STREAM_RETRY_AFTER_S));
    expect(await full.text()).toBe('');
    // A question, not a refused stream: not counted as one.
    expect((await metrics().eventStreamsRefused.get()).values).toEqual([]);
    const signedOut = await HEAD(browserRequest('/dashboard/own/events'));
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('x-session-ended')).toBe('chief');
  });
});

describe('with REDIS_URL (real redis-server): the caps count every instance', () => {
  let redis: RedisServer;
  let client: Redis;
  beforeAll(async () => {
    redis = await startRedisServer();
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    client.disconnect();
    await redis.stop();
  });
  beforeEach(() => useUpstream(upstream.url, { REDIS_URL: redis.url, LIVE_STREAMS_PER_SESSION: '3', LIVE_STREAMS_PER_TENANT: '5', LIVE_POLL_MS: '60000' }));

  const limits = () => ({ perSession: 3, perTenant: 5 });
  const owner = { session: 's-anna', tenant: 'company:7' };

  it("a session's streams on two instances together stay under its cap; a released slot is free on either", async () => {
    const a = new StreamSlots('a#1', redisSlots(), limits);
    const b = new StreamSlots('b#1', redisSlots(), limits);
    const onA = [await a.acquire(owner), await a.acquire(owner)];
    const onB = await b.acquire(owner);
    expect([...onA, onB].map((answer) => answer.granted)).toEqual([true, true, true]);
    expect(await b.acquire(owner)).toEqual({ granted: false, scope: 'session', limit: 3 });
    expect(await a.acquire(owner)).toEqual({ granted: false, scope: 'session', limit: 3 });
    if (onA[0]!.granted) onA[0]!.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await b.acquire(owner)).granted).toBe(true);
    // The company's cap counts both instances too: 3 of anna's, 2 more, then refused.
    expect((await a.acquire({ session: 's-boris', tenant: 'company:7' })).granted).toBe(true);
    expect((await b.acquire({ session: 's-boris', tenant: 'company:7' })).granted).toBe(true);
    expect(await b.acquire({ session: 's-vera', tenant: 'company:7' })).toEqual({ granted: false, scope: 'tenant', limit: 5 });
    a.stop();
    b.stop();
    await client.del('bo:live:streams:session:s-anna', 'bo:live:streams:session:s-boris', 'bo:live:streams:tenant:company:7');
  });

  it('the slots of an instance that died expire; a live instance renews its own', async () => {
    const dead = new StreamSlots('dead#1', redisSlots(300), limits, 60_000);
    const alive = new StreamSlots('alive#1', redisSlots(300), limits, 100);
    await dead.acquire(owner);
    await dead.acquire(owner);
    expect((await alive.acquire(owner)).granted).toBe(true);
    expect((await alive.acquire(owner)).granted).toBe(false);
    // The dead instance never renews: its two slots lapse, the living one's stays.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await alive.acquire(owner)).granted).toBe(true);
    expect((await alive.acquire(owner)).granted).toBe(true);
    expect((await alive.acquire(owner)).granted).toBe(false);
    dead.stop();
    alive.stop();
    await client.del('bo:live:streams:session:s-anna', 'bo:live:streams:tenant:company:7');
  });

  it('through the route: streams on another instance count against this one', async () => {
    // Another instance holds two of anna's streams (its slots, as it writes them).
    const other = new StreamSlots('other#1', redisSlots(), limits);
    const { slotKeyOf } = await import('@/lib/server/live/stream');
    const anna = { session: slotKeyOf('anna'), tenant: 'company:7' };
    await other.acquire(anna);
    await other.acquire(anna);
    expect((await stream('anna')).status).toBe(200);
    expect((await stream('anna')).status).toBe(429);
    other.stop();
  });
});
