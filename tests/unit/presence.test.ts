/**
 * @jest-environment node
 *
 * Presence (who else has a card open): expiry, scoping by company and card, the own API's
 * route, and several instances sharing it through a real Redis (Debian's redis-server).
 */
import Redis from 'ioredis';
import { DELETE, POST } from '@/app/dashboard/own/presence/route';
import { PRESENCE_TTL_MS, beat, forgetPresenceForTests, heartbeat, leave, presenceHeartbeatMs } from '@/lib/server/presence/presence';
import { liveHub, resetLiveHubForTests } from '@/lib/server/live/hub';
import type { LiveEvent } from '@/lib/live/events';
import { startFakeUpstream, profileByToken } from '../helpers/fake-upstream';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));

const anna = { userKey: 'u-anna', name: 'Анна Смирнова', tab: 'tab-anna-1' };
const oleg = { userKey: 'u-oleg', name: 'Олег Петров', tab: 'tab-oleg-1' };
const order7 = { tenant: 'company:1', key: 'order:7' };
const T0 = 1_800_000_000_000;

describe('in process memory', () => {
  beforeEach(() => forgetPresenceForTests());

  it('an entry lives 45 s after its last heartbeat', async () => {
    expect(PRESENCE_TTL_MS).toBe(45_000);
    expect(await heartbeat(order7, anna, T0)).toEqual([]);
    expect(await heartbeat(order7, oleg, T0 + 44_999)).toEqual([{ name: 'Анна Смирнова' }]);
    // Anna's tab stopped beating: gone 45 s after her last heartbeat.
    expect(await heartbeat(order7, oleg, T0 + 45_000)).toEqual([]);
    // A later heartbeat brings her back, and each beat moves her expiry on.
    await heartbeat(order7, anna, T0 + 50_000);
    await heartbeat(order7, anna, T0 + 80_000);
    expect(await heartbeat(order7, oleg, T0 + 110_000)).toEqual([{ name: 'Анна Смирнова' }]);
  });

  it('scoped by company and by card; the caller is never among the others', async () => {
    await heartbeat(order7, anna, T0);
    expect(await heartbeat({ tenant: 'company:2', key: 'order:7' }, oleg, T0)).toEqual([]);
    expect(await heartbeat({ tenant: 'company:1', key: 'order:8' }, oleg, T0)).toEqual([]);
    expect(await heartbeat({ tenant: 'company:1', key: 'client:7' }, oleg, T0)).toEqual([]);
    expect(await heartbeat(order7, { ...anna, tab: 'tab-anna-2' }, T0)).toEqual([]);
  });

  it('one user in two tabs is one name; leaving one tab keeps the other; only the tab’s user can take it away', async () => {
    await heartbeat(order7, anna, T0);
    await heartbeat(order7, { ...anna, tab: 'tab-anna-2' }, T0);
    expect(await heartbeat(order7, oleg, T0)).toEqual([{ name: 'Анна Смирнова' }]);
    await leave(order7, { userKey: oleg.userKey, tab: anna.tab });
    await leave(order7, anna);
    expect(await heartbeat(order7, oleg, T0)).toEqual([{ name: 'Анна Смирнова' }]);
    await leave(order7, { ...anna, tab: 'tab-anna-2' });
    expect(await heartbeat(order7, oleg, T0)).toEqual([]);
  });

  it('a heartbeat says whether its tab joined the card now; a leave, whether the tab was there (what the live stream is told)', async () => {
    expect((await beat(order7, anna, T0)).joined).toBe(true);
    expect(await beat(order7, anna, T0 + 20_000)).toEqual({ others: [], joined: false });
    expect(await beat(order7, oleg, T0 + 20_000)).toEqual({ others: [{ name: 'Анна Смирнова' }], joined: true });
    // Another tab of the same user is a join of its own; a beat after the entry expired is one again.
    expect((await beat(order7, { ...anna, tab: 'tab-anna-2' }, T0 + 21_000)).joined).toBe(true);
    expect((await beat(order7, oleg, T0 + 20_000 + PRESENCE_TTL_MS)).joined).toBe(true);
    // Anna's second tab is still on the card (her first expired meanwhile): only she can take it away.
    const second = { userKey: anna.userKey, tab: 'tab-anna-2' };
    expect(await leave(order7, { userKey: oleg.userKey, tab: second.tab })).toBe(false);
    expect(await leave(order7, second)).toBe(true);
    expect(await leave(order7, second)).toBe(false);
  });

  it('the heartbeat interval: 20 s, shorter only by PRESENCE_HEARTBEAT_MS, never past the expiry’s assumption', () => {
    delete process.env.PRESENCE_HEARTBEAT_MS;
    expect(presenceHeartbeatMs()).toBe(20_000);
    process.env.PRESENCE_HEARTBEAT_MS = '3000';
    expect(presenceHeartbeatMs()).toBe(3000);
    process.env.PRESENCE_HEARTBEAT_MS = '60000';
    expect(presenceHeartbeatMs()).toBe(20_000);
    delete process.env.PRESENCE_HEARTBEAT_MS;
  });
});

describe('the own API route (/dashboard/own/presence)', () => {
  // token → the company the upstream's profile names.
  const COMPANY_OF_TOKEN: Record<string, number> = { 'token-anna': 1, 'token-oleg': 1, 'token-maria': 3 };
  const NAMES: Record<string, string> = { anna: 'Анна Смирнова', oleg: 'Олег Петров', maria: 'Мария Козлова' };
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

  beforeAll(async () => {
    upstream = await startFakeUpstream(profileByToken(COMPANY_OF_TOKEN));
    useUpstream(upstream.url);
    forgetPresenceForTests();
  });
  afterAll(() => upstream.close());

  const cookie = (user: string, isAdmin = false) =>
    cookieFor(makeSession({ accessToken: `token-${user}`, sid: `sid-${user}`, uid: `uid-${user}`, isAdmin, user: { name: NAMES[user] ?? user, step: 'done' } }));
  const call = async (method: 'POST' | 'DELETE', user: string, body: object, isAdmin = false) => {
    const request = browserRequest('/dashboard/own/presence', {
      method,
      cookie: await cookie(user, isAdmin),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return method === 'POST' ? POST(request) : DELETE(request);
  };
  const others = async (user: string, key: string) => {
    const response = await call('POST', user, { key, tab: `tab-${user}-0001` });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { others: { name: string }[]; heartbeatMs: number } }).data;
  };

  it('a colleague on the same card is named; another company’s user never is', async () => {
    expect((await others('anna', 'order:7')).others).toEqual([]);
    expect(await others('oleg', 'order:7')).toEqual({ others: [{ name: 'Анна Смирнова' }], heartbeatMs: 20_000 });
    expect((await others('maria', 'order:7')).others).toEqual([]);
    expect((await others('anna', 'order:7')).others).toEqual([{ name: 'Олег Петров' }]);
    // Leaving the card takes the name away at once.
    expect((await call('DELETE', 'oleg', { key: 'order:7', tab: 'tab-oleg-0001' })).status).toBe(200);
    expect((await others('anna', 'order:7')).others).toEqual([]);
  });

  it('a join and a leave are told to the company’s live channel only, a renewal is not', async () => {
    await resetLiveHubForTests();
    const heard = new Map<string, LiveEvent[]>([['company:1', []], ['company:3', []]]);
    const subscriptions = [...heard].map(([tenant, events]) => liveHub().channel.subscribe(tenant, (event) => void events.push(event)));
    try {
      const told = (tenant: string) => heard.get(tenant)!.map((event) => [event.type, event.data]);
      await others('anna', 'order:11');
      expect(told('company:1')).toEqual([['presence', { key: 'order:11' }]]);
      await others('anna', 'order:11');
      await others('oleg', 'order:11');
      expect(told('company:1')).toEqual([
        ['presence', { key: 'order:11' }],
        ['presence', { key: 'order:11' }],
      ]);
      await others('maria', 'order:11');
      expect(told('company:3')).toEqual([['presence', { key: 'order:11' }]]);
      expect(told('company:1')).toHaveLength(2);
      await call('DELETE', 'oleg', { key: 'order:11', tab: 'tab-oleg-0001' });
      expect(told('company:1')).toHaveLength(3);
      // A second leave of the same tab changes nothing, and says nothing.
      await call('DELETE', 'oleg', { key: 'order:11', tab: 'tab-oleg-0001' });
      expect(told('company:1')).toHaveLength(3);
      expect(told('company:3')).toHaveLength(1);
    } finally {
      for (const subscription of subscriptions) subscription.close();
      await resetLiveHubForTests();
    }
  });

  it('refuses a card key or tab it does not know, an administrator, and a change from another site', async () => {
    expect((await call('POST', 'anna', { key: 'orders:7', tab: 'tab-anna-0001' })).status).toBe(400);
    expect((await call('POST', 'anna', { key: 'order:7', tab: 'x' })).status).toBe(400);
    expect((await call('POST', 'anna', { key: 'order:7' })).status).toBe(400);
    expect((await call('POST', 'root', { key: 'order:7', tab: 'tab-root-0001' }, true)).status).toBe(403);
    const foreign = browserRequest('/dashboard/own/presence', {
      method: 'POST',
      cookie: await cookie('anna'),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ key: 'order:7', tab: 'tab-anna-0001' }),
    });
    expect((await POST(foreign)).status).toBe(403);
  });
});

describe('with REDIS_URL (real redis-server): instances see each other', () => {
  let redis: RedisServer | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('a heartbeat on one instance is seen on another, in one hash per card that expires with its last entry', async () => {
    const card = { tenant: 'company:1', key: `order:${Math.floor(Math.random() * 1e6) + 1}` };
    const now = Date.now();
    await heartbeat(card, anna, now);
    // "Another instance": this process's memory forgotten, what is still known came from Redis.
    forgetPresenceForTests();
    expect(await heartbeat(card, oleg, now)).toEqual([{ name: 'Анна Смирнова' }]);
    const client = new Redis(redis!.url);
    try {
      const key = `bo:presence:company:1:${card.key}`;
      expect(Object.keys(await client.hgetall(key)).sort()).toEqual([anna.tab, oleg.tab]);
      const ttl = await client.pttl(key);
      expect(ttl).toBeGreaterThan(40_000);
      expect(ttl).toBeLessThanOrEqual(PRESENCE_TTL_MS);
      // Another company's hash is another key.
      expect(await heartbeat({ ...card, tenant: 'company:2' }, oleg, now)).toEqual([]);
      // An entry past its 45 s is not named, and goes with that heartbeat.
      expect(await heartbeat(card, oleg, now + PRESENCE_TTL_MS)).toEqual([]);
      expect(Object.keys(await client.hgetall(key))).toEqual([oleg.tab]);
      // A join is a join on whichever instance the tab beat first.
      forgetPresenceForTests();
      expect((await beat(card, oleg, now + PRESENCE_TTL_MS)).joined).toBe(false);
      expect((await beat(card, { ...oleg, tab: 'tab-oleg-2' }, now + PRESENCE_TTL_MS)).joined).toBe(true);
      // Leaving takes the tab's entry away for every instance.
      await heartbeat(card, anna, now + PRESENCE_TTL_MS);
      await leave(card, anna);
      forgetPresenceForTests();
      expect(await heartbeat(card, oleg, now + PRESENCE_TTL_MS)).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
