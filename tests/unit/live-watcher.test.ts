/** @jest-environment node */
import { LiveChannel } from '@/lib/server/live/channel';
import { redisBus, redisLease, redisSnapshots } from '@/lib/server/live/redis-live';
import { OrderWatcher, diffOrders, leaseMs, memoryLease, memorySnapshots, type FetchResult, type SeenOrder, type Snapshot } from '@/lib/server/live/watcher';
import type { LiveEvent, LiveMessage } from '@/lib/live/events';
import { eventually } from '../helpers/eventually';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';

/**
 * The live order watcher: one upstream poll loop per company whatever the number of streams,
 * stopped after the last one, the diff between two polls, and (against a real redis-server)
 * one poll loop per company across instances, with a takeover when the holder stops.
 */

const POLL_MS = 30;

const order = (id: number, createdAt: string, statusId = 1, total = 500): SeenOrder => ({
  id,
  number: String(10_000 + id),
  total,
  status: { id: statusId, name: `status ${statusId}` },
  createdAt,
});

/** A fake upstream: the company's orders, newest first, and every read counted. */
function fakeUpstream() {
  const orders = new Map<string, SeenOrder[]>();
  const calls: { tenant: string; authorization: string }[] = [];
  let refuse = new Set<string>();
  return {
    orders,
    calls,
    refuse: (authorization: string) => (refuse = new Set([...refuse, authorization])),
    callsOf: (tenant: string) => calls.filter((call) => call.tenant === tenant).length,
    fetchOrders: async (tenant: string, credential: { authorization: string }): Promise<FetchResult> => {
      calls.push({ tenant, authorization: credential.authorization });
      if (refuse.has(credential.authorization)) return { ok: false, unauthorized: true };
      const rows = [...(orders.get(tenant) ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      return { ok: true, orders: rows };
    },
  };
}

describe('diffOrders', () => {
  const before: Snapshot = { at: 0, newest: '2026-11-25T10:00:00Z', statuses: { '1': 1, '2': 1 } };

  it('the first poll is the baseline: nothing announced', () => {
    const { events, next } = diffOrders(null, [order(2, '2026-11-25T10:00:00Z'), order(1, '2026-11-25T09:00:00Z')], 5);
    expect(events).toEqual([]);
    expect(next).toEqual({ at: 5, newest: '2026-11-25T10:00:00Z', statuses: { '1': 1, '2': 1 } });
  });

  it('new orders oldest first, then status changes; an old order sliding into the window is not new', () => {
    const rows = [order(4, '2026-11-25T10:02:00Z'), order(3, '2026-11-25T10:01:00Z'), order(2, '2026-11-25T10:00:00Z', 3), order(0, '2026-11-24T10:00:00Z')];
    const { events } = diffOrders(before, rows, 10);
    expect(events).toEqual<LiveMessage[]>([
      { type: 'order.created', data: { id: 3, number: '10003', total: 500, status: { id: 1, name: 'status 1' }, createdAt: '2026-11-25T10:01:00Z' } },
      { type: 'order.created', data: { id: 4, number: '10004', total: 500, status: { id: 1, name: 'status 1' }, createdAt: '2026-11-25T10:02:00Z' } },
      { type: 'order.status', data: { id: 2, status: { id: 3, name: 'status 3' } } },
    ]);
  });

  it('nothing changed: nothing announced, and an empty answer keeps the newest time', () => {
    expect(diffOrders(before, [order(2, '2026-11-25T10:00:00Z'), order(1, '2026-11-25T09:00:00Z')], 10).events).toEqual([]);
    expect(diffOrders(before, [], 10).next.newest).toBe('2026-11-25T10:00:00Z');
  });
});

describe('OrderWatcher (one process)', () => {
  const watchers: OrderWatcher[] = [];
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
  });

  function setup() {
    const upstream = fakeUpstream();
    const published: { tenant: string; message: LiveMessage }[] = [];
    const refused: string[] = [];
    const watcher = new OrderWatcher({
      pollMs: POLL_MS,
      fetchOrders: upstream.fetchOrders,
      publish: (tenant, message) => void published.push({ tenant, message }),
      lease: memoryLease(),
      snapshots: memorySnapshots(),
      onRefused: (_tenant, key) => void refused.push(key),
    });
    watchers.push(watcher);
    return { upstream, published, refused, watcher };
  }

  it('one poll loop per company however many streams; it stops after the last one', async () => {
    const { upstream, watcher } = setup();
    const releases = Array.from({ length: 50 }, (_, i) => watcher.watch('company:7', { key: `s${i % 5}`, authorization: `Bearer t${i % 5}` }));
    const other = watcher.watch('company:8', { key: 'x', authorization: 'Bearer x' });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
    const polls7 = upstream.callsOf('company:7');
    // One loop: about one read per interval (10 intervals), not 50 per interval.
    expect(polls7).toBeGreaterThanOrEqual(2);
    expect(polls7).toBeLessThanOrEqual(12);
    expect(upstream.callsOf('company:8')).toBeGreaterThanOrEqual(2);
    // The newest session's token is the one used.
    expect(upstream.calls.filter((call) => call.tenant === 'company:7').every((call) => call.authorization === 'Bearer t4')).toBe(true);

    for (const release of releases.slice(1)) release();
    expect(watcher.tenants().sort()).toEqual(['company:7', 'company:8']);
    releases[0]!();
    releases[0]!(); // a second release of the same stream changes nothing
    expect(watcher.tenants()).toEqual(['company:8']);
    const after = upstream.callsOf('company:7');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(upstream.callsOf('company:7')).toBe(after);
    expect(upstream.callsOf('company:8')).toBeGreaterThan(2);
    other();
    expect(watcher.tenants()).toEqual([]);
  });

  it('publishes a new order and a status change once, to the company they belong to', async () => {
    const { upstream, watcher, published } = setup();
    upstream.orders.set('company:7', [order(1, '2026-11-25T09:00:00Z')]);
    upstream.orders.set('company:8', [order(50, '2026-11-25T09:00:00Z')]);
    watcher.watch('company:7', { key: 'a', authorization: 'Bearer a' });
    watcher.watch('company:8', { key: 'b', authorization: 'Bearer b' });
    await eventually(() => expect(upstream.callsOf('company:7')).toBeGreaterThanOrEqual(1));
    upstream.orders.get('company:7')!.push(order(2, new Date().toISOString()));
    upstream.orders.get('company:7')![0] = order(1, '2026-11-25T09:00:00Z', 2);
    await eventually(() => expect(published).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
    expect(published.map((p) => [p.tenant, p.message.type, (p.message.data as { id: number }).id])).toEqual([
      ['company:7', 'order.created', 2],
      ['company:7', 'order.status', 1],
    ]);
  });

  it('while the company imports, its new orders are published quiet (not announced), its status changes as ever', async () => {
    const upstream = fakeUpstream();
    const published: { tenant: string; message: LiveMessage }[] = [];
    const importing = new Set<string>(['company:7']);
    const asked: string[] = [];
    const watcher = new OrderWatcher({
      pollMs: POLL_MS,
      fetchOrders: upstream.fetchOrders,
      publish: (tenant, message) => void published.push({ tenant, message }),
      lease: memoryLease(),
      snapshots: memorySnapshots(),
      quiet: async (tenant) => (asked.push(tenant), importing.has(tenant)),
    });
    watchers.push(watcher);
    upstream.orders.set('company:7', [order(1, '2026-11-25T09:00:00Z')]);
    upstream.orders.set('company:8', [order(50, '2026-11-25T09:00:00Z')]);
    watcher.watch('company:7', { key: 'a', authorization: 'Bearer a' });
    watcher.watch('company:8', { key: 'b', authorization: 'Bearer b' });
    await eventually(() => expect(upstream.callsOf('company:7')).toBeGreaterThanOrEqual(2));
    // Asked only when a poll found a new order.
    expect(asked).toEqual([]);
    upstream.orders.get('company:7')!.push(order(2, new Date().toISOString()), order(3, new Date().toISOString()));
    upstream.orders.get('company:7')![0] = order(1, '2026-11-25T09:00:00Z', 2);
    upstream.orders.get('company:8')!.push(order(51, new Date().toISOString()));
    await eventually(() => expect(published).toHaveLength(4));
    const of = (tenant: string) => published.filter((p) => p.tenant === tenant).map((p) => [p.message.type, (p.message.data as { id: number }).id, (p.message.data as { quiet?: boolean }).quiet]);
    expect(of('company:7')).toEqual([
      ['order.created', 2, true],
      ['order.created', 3, true],
      ['order.status', 1, undefined],
    ]);
    // Another company's orders are announced as ever.
    expect(of('company:8')).toEqual([['order.created', 51, undefined]]);
    // The import over: the next new order is announced.
    importing.clear();
    upstream.orders.get('company:7')!.push(order(4, new Date().toISOString()));
    await eventually(() => expect(published).toHaveLength(5));
    expect(of('company:7').at(-1)).toEqual(['order.created', 4, undefined]);
  });

  it('a refused token is reported once and the next session is used', async () => {
    const { upstream, watcher, refused } = setup();
    watcher.watch('company:7', { key: 'old', authorization: 'Bearer old' });
    watcher.watch('company:7', { key: 'new', authorization: 'Bearer new' });
    upstream.refuse('Bearer new');
    await eventually(() => expect(upstream.calls.some((call) => call.authorization === 'Bearer old')).toBe(true));
    expect(refused).toEqual(['new']);
    // The same session reconnecting with a refreshed token is used again.
    watcher.watch('company:7', { key: 'new', authorization: 'Bearer refreshed' });
    await eventually(() => expect(upstream.calls.at(-1)?.authorization).toBe('Bearer refreshed'));
  });
});

describe('across instances (real redis-server)', () => {
  let redis: RedisServer | undefined;
  let url = '';

  beforeAll(async () => {
    redis = await startRedisServer();
    url = redis.url;
  });

  afterAll(async () => {
    await redis?.stop();
  });

  /** One "instance": its own channel (own bus connection), lease owner and watcher. */
  function instance(name: string, upstream: ReturnType<typeof fakeUpstream>) {
    const channel = new LiveChannel(redisBus(url));
    const watcher = new OrderWatcher({
      pollMs: POLL_MS,
      fetchOrders: upstream.fetchOrders,
      publish: (tenant, message) => channel.publish(tenant, message),
      lease: redisLease(`${name}#${Math.random()}`),
      snapshots: redisSnapshots(),
    });
    return { channel, watcher };
  }

  it('one poll loop per company over two instances; the other takes over when the holder stops, without missing an order', async () => {
    const upstream = fakeUpstream();
    const company = `company:${1000 + Math.floor(Math.random() * 1_000_000)}`;
    upstream.orders.set(company, [order(1, '2026-11-25T09:00:00Z')]);
    const a = instance('a', upstream);
    const b = instance('b', upstream);
    const heardA: LiveEvent[] = [];
    const heardB: LiveEvent[] = [];
    a.channel.subscribe(company, (event) => heardA.push(event));
    b.channel.subscribe(company, (event) => heardB.push(event));
    // The bus subscriptions are made before the first event.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const releaseA = a.watcher.watch(company, { key: 'a', authorization: 'Bearer a' });
    b.watcher.watch(company, { key: 'b', authorization: 'Bearer b' });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
    // Both loops run, one of them asks the upstream: about one read per interval, not two.
    const reads = upstream.callsOf(company);
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(12);
    expect(new Set(upstream.calls.map((call) => call.authorization)).size).toBe(1);
    expect([a.watcher.isHolding(company), b.watcher.isHolding(company)].filter(Boolean)).toHaveLength(1);

    // An order reaches the streams of both instances, once each.
    upstream.orders.get(company)!.push(order(2, new Date().toISOString()));
    await eventually(() => {
      expect(heardA.map((e) => e.type)).toEqual(['order.created']);
      expect(heardB.map((e) => e.type)).toEqual(['order.created']);
    });
    expect(heardA[0]!.id).toBe(heardB[0]!.id);

    // The holder loses its last stream: the other instance takes the lease over and goes on
    // from the holder's snapshot, so an order placed meanwhile is still announced, once.
    const holderIsA = a.watcher.isHolding(company);
    const [holder, other] = holderIsA ? [a, b] : [b, a];
    if (holderIsA) releaseA();
    else await b.watcher.stop();
    upstream.orders.get(company)!.push(order(3, new Date(Date.now() + 1).toISOString()));
    await eventually(() => expect(other.watcher.isHolding(company)).toBe(true));
    await eventually(() => expect((holderIsA ? heardB : heardA).filter((e) => e.type === 'order.created').map((e) => (e.data as { id: number }).id)).toEqual([2, 3]));
    expect(holder.watcher.tenants()).toEqual([]);
    const before = upstream.calls.length;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(upstream.calls.slice(before).every((call) => call.authorization === (holderIsA ? 'Bearer b' : 'Bearer a'))).toBe(true);

    await Promise.all([a.watcher.stop(), b.watcher.stop()]);
    await Promise.all([a.channel.close(), b.channel.close()]);
  });

  it('a crashed holder (lease not released) is replaced once its lease lapses', async () => {
    const upstream = fakeUpstream();
    const company = `company:${1000 + Math.floor(Math.random() * 1_000_000)}`;
    const crashed = redisLease('crashed#1');
    expect(await crashed.acquire(company, leaseMs(POLL_MS))).toBe(true);
    const b = instance('b', upstream);
    b.watcher.watch(company, { key: 'b', authorization: 'Bearer b' });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 3));
    expect(upstream.callsOf(company)).toBe(0);
    await eventually(() => expect(upstream.callsOf(company)).toBeGreaterThan(0), { timeout: leaseMs(POLL_MS) + 3000 });
    expect(await crashed.acquire(company, leaseMs(POLL_MS))).toBe(false);
    await b.watcher.stop();
    await b.channel.close();
  });
});
