/** @jest-environment node */
import { GET } from '@/app/dashboard/own/events/route';
import type { LiveEvent } from '@/lib/live/events';
import { LiveChannel } from '@/lib/server/live/channel';
import { liveHub, resetLiveHubForTests, type LiveHub } from '@/lib/server/live/hub';
import { SseConnection, frameComment, frameControl, frameEvent, frameRetry } from '@/lib/server/live/sse';
import { RETRY_MS, streamFor } from '@/lib/server/live/stream';
import { StreamSlots } from '@/lib/server/live/slots';
import { OrderWatcher, memoryLease, memorySnapshots } from '@/lib/server/live/watcher';
import { metrics, resetMetricsForTests } from '@/lib/server/runtime/metrics';
import { eventually } from '../helpers/eventually';
import { sseReader } from '../helpers/sse-reader';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/**
 * The SSE endpoint: the framing, `retry:`, replay from Last-Event-ID (or a `reset` when the id
 * is no longer kept), heartbeats, a slow client dropped instead of buffered, the session checks,
 * and the whole path from the upstream's order list to an event on the stream.
 */

function quietHub(): LiveHub {
  const channel = new LiveChannel(null);
  const watcher = new OrderWatcher({
    pollMs: 60_000,
    fetchOrders: async () => ({ ok: true, orders: [] }),
    publish: () => undefined,
    lease: memoryLease(),
    snapshots: memorySnapshots(),
  });
  return { channel, watcher, streams: new Set(), slots: new StreamSlots('test', null, () => ({ perSession: 100, perTenant: 100 })) };
}

const credential = { key: 'sid-1', authorization: 'Bearer t' };

describe('framing', () => {
  it('an event is id, event and data lines ending with a blank line; control lines have no id', () => {
    expect(frameEvent({ id: 'a-1', type: 'order.created', data: { id: 5, number: '10005' } })).toBe('id: a-1\nevent: order.created\ndata: {"id":5,"number":"10005"}\n\n');
    expect(frameControl('reset')).toBe('event: reset\ndata: {}\n\n');
    expect(frameRetry(3000)).toBe('retry: 3000\n\n');
    expect(frameComment('heartbeat')).toBe(': heartbeat\n\n');
    // A newline in a name cannot start a field of its own.
    expect(frameEvent({ id: 'x\nevent: evil', type: 't', data: 'a\nb' })).toBe('id: x event: evil\nevent: t\ndata: "a\\nb"\n\n');
  });
});

describe('one stream', () => {
  beforeEach(() => resetMetricsForTests());

  it('starts with retry:, then delivers the company\'s events, not another company\'s', async () => {
    const hub = quietHub();
    const response = streamFor(hub, { tenant: 'company:7', credential, lastEventId: null });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const stream = sseReader(response);
    await hub.channel.publish('company:8', { type: 'order.created', data: { id: 99 } });
    const event = await hub.channel.publish('company:7', { type: 'order.created', data: { id: 1 } });
    await eventually(() => expect(stream.text).toBe(`retry: ${RETRY_MS}\n\n${frameEvent(event)}`));
    expect(await metrics().eventStreamsOpen.get()).toMatchObject({ values: [{ value: 1 }] });
    expect(hub.channel.subscriberCount('company:7')).toBe(1);
    await stream.cancel();
    await eventually(() => expect(hub.channel.subscriberCount('company:7')).toBe(0));
    expect(hub.watcher.tenants()).toEqual([]);
    expect(await metrics().eventStreamsOpen.get()).toMatchObject({ values: [{ value: 0 }] });
  });

  it('replays what followed Last-Event-ID; an id no longer kept gets a reset', async () => {
    const hub = quietHub();
    const sent: LiveEvent[] = [];
    for (let i = 1; i <= 4; i += 1) sent.push(await hub.channel.publish('company:7', { type: 'order.created', data: { id: i } }));
    const resumed = sseReader(streamFor(hub, { tenant: 'company:7', credential, lastEventId: sent[1]!.id }));
    await eventually(() => expect(resumed.text).toBe(`retry: ${RETRY_MS}\n\n${frameEvent(sent[2]!)}${frameEvent(sent[3]!)}`));
    const lost = sseReader(streamFor(hub, { tenant: 'company:7', credential, lastEventId: 'gone-0-0' }));
    await eventually(() => expect(lost.text).toBe(`retry: ${RETRY_MS}\n\n${frameControl('reset')}`));
    const fresh = sseReader(streamFor(hub, { tenant: 'company:7', credential, lastEventId: null }));
    await eventually(() => expect(fresh.text).toBe(`retry: ${RETRY_MS}\n\n`));
    await Promise.all([resumed.cancel(), lost.cancel(), fresh.cancel()]);
  });

  it('sends a heartbeat comment at its interval', async () => {
    const hub = quietHub();
    const stream = sseReader(streamFor(hub, { tenant: 'company:7', credential, lastEventId: null, heartbeatMs: 20 }));
    await eventually(() => expect(stream.text.split(': heartbeat\n\n').length).toBeGreaterThan(3));
    await stream.cancel();
  });

  it('a client that stops reading is dropped once its queue is full, not buffered without limit', async () => {
    const hub = quietHub();
    const response = streamFor(hub, { tenant: 'company:7', credential, lastEventId: null, maxQueued: 5 });
    // Nobody reads the body: retry: plus four events fill the queue, the fifth drops the client.
    for (let i = 1; i <= 5; i += 1) await hub.channel.publish('company:7', { type: 'order.created', data: { id: i } });
    expect(hub.channel.subscriberCount('company:7')).toBe(0);
    expect(hub.streams.size).toBe(0);
    expect(await metrics().eventStreamsDropped.get()).toMatchObject({ values: [{ labels: { reason: 'slow' }, value: 1 }] });
    await expect(response.body!.getReader().read()).rejects.toThrow('client too slow');
  });

  it('the server closes it (shutdown): the queue is sent, then the stream ends', async () => {
    const connection = new SseConnection({ maxQueued: 10, heartbeatMs: 60_000, onClose: () => undefined });
    connection.write('a');
    connection.close('b');
    const text = await new Response(connection.stream).text();
    expect(text).toBe('ab');
    expect(connection.write('c')).toBe(false);
  });
});

describe('GET /dashboard/own/events', () => {
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let orders: { id: number; number: string; created_at: string; total: number; status: { id: number; name: string } }[] = [];
  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) => {
      if (req.url.startsWith('/dashboard/v1/chief/profile/me')) return sendJson(res, 200, { data: { company: { id: 7 } } });
      if (req.url.startsWith('/dashboard/v1/chief/market/orders')) return sendJson(res, 200, { data: { data: orders, pagination: { total: orders.length, total_pages: 1, current_page: 1, per_page: 50 } } });
      sendJson(res, 404, { error: 'нет' });
    });
  });
  afterAll(() => upstream.close());
  beforeEach(async () => {
    useUpstream(upstream.url, { LIVE_POLL_MS: '100' });
    await resetLiveHubForTests();
  });
  afterEach(() => resetLiveHubForTests());

  it('refuses a visitor without a session (401, session ended) and an administrator (403)', async () => {
    const anonymous = await GET(browserRequest('/dashboard/own/events'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-session-ended')).toBe('chief');
    const admin = await GET(browserRequest('/dashboard/own/events', { cookie: await cookieFor(makeSession({ isAdmin: true, sid: 'adm' })) }));
    expect(admin.status).toBe(403);
  });

  it('an order placed upstream arrives on the stream of its company, read once per interval for all its streams', async () => {
    orders = [{ id: 1, number: '10001', created_at: '2026-11-25T09:00:00Z', total: 500, status: { id: 1, name: 'Новый' } }];
    const streams = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => sseReader(await GET(browserRequest('/dashboard/own/events', { cookie: await cookieFor(makeSession({ sid: `sid-${i % 5}`, accessToken: `tok-${i % 5}` })) })))),
    );
    await eventually(() => expect(upstream.seen.filter((r) => r.url.includes('market/orders')).length).toBeGreaterThanOrEqual(1));
    const list = upstream.seen.find((r) => r.url.includes('market/orders'))!;
    expect(list.url).toBe('/dashboard/v1/chief/market/orders?sort=-created_at&per_page=50');
    orders = [{ id: 2, number: '10002', created_at: new Date().toISOString(), total: 700, status: { id: 1, name: 'Новый' } }, ...orders];
    await eventually(() => {
      for (const stream of streams) expect(stream.text).toMatch(/event: order\.created\ndata: \{"id":2,"number":"10002","total":700,"status":\{"id":1,"name":"Новый","color":null\},"createdAt":"[^"]+"\}/);
    });
    const reads = upstream.seen.filter((r) => r.url.includes('market/orders')).length;
    // Twenty streams, one loop: a handful of reads at 100 ms, never twenty per interval.
    expect(reads).toBeLessThan(20);
    expect(liveHub().watcher.tenants()).toEqual(['company:7']);
    await Promise.all(streams.map((stream) => stream.cancel()));
    await eventually(() => expect(liveHub().watcher.tenants()).toEqual([]));
  });
});
