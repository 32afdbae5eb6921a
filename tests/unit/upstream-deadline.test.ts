/**
 * @jest-environment node
 */
import { loadUpstream } from '@/lib/server/upstream/server-api';
import { Deadline, readCamelJson, upstreamFetch, upstreamUrl } from '@/lib/server/upstream/fetch';
import type { SessionData } from '@/lib/server/session/cookie';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { makeSession, useUpstream } from '../helpers/proxy-env';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;

// A server render's session and request headers, without a Next request around the call.
const mockSession: { current: SessionData | null } = { current: null };
jest.mock('server-only', () => ({}));
jest.mock('@/lib/server/session/get-session', () => ({ getSession: async () => mockSession.current }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-url': '/shops' }) }));

describe('Deadline and the caller\'s signal', () => {
  it('stops listening to the caller once the call is done, so one signal can serve many calls', () => {
    const client = new AbortController();
    const done = Array.from({ length: 30 }, () => {
      const deadline = new Deadline(60_000, client.signal);
      deadline.cancel();
      return deadline;
    });
    client.abort();
    expect(done.filter((deadline) => deadline.signal.aborted)).toHaveLength(0);
  });

  it('passes the caller\'s abort on while the call runs, and while a streamed answer holds it', () => {
    const client = new AbortController();
    const running = new Deadline(60_000, client.signal);
    const held = new Deadline(60_000, client.signal);
    held.hold();
    held.cancel();
    client.abort();
    expect(running.signal.aborted).toBe(true);
    expect(held.signal.aborted).toBe(true);
    running.cancel();
    held.release();
  });
});

describe('one deadline for the whole call, body included (UPSTREAM_DEADLINE_MS)', () => {
  // A body trickled one byte every 50 ms: every gap is within the idle timeout, so only the
  // total deadline can end it.
  let trickles: Upstream;
  const timers = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    trickles = await startFakeUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":"');
      const timer = setInterval(() => res.write('x'), 50);
      timers.add(timer);
      res.on('close', () => clearInterval(timer));
    });
  });
  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    await trickles.close();
  });
  beforeEach(() => {
    useUpstream(trickles.url, { UPSTREAM_DEADLINE_MS: '600', UPSTREAM_TIMEOUT_MS: '5000' });
    mockSession.current = makeSession();
  });

  it('reading a trickled body fails as a timeout once the deadline passes', async () => {
    const response = await upstreamFetch({ method: 'GET', url: upstreamUrl('chief/market/stores'), headers: {} });
    expect(response.statusCode).toBe(200);
    await expect(readCamelJson(response)).rejects.toMatchObject({ name: 'UpstreamError', kind: 'timeout' });
  });

  it('a server-rendered page gets the proxy\'s 504 and its text', async () => {
    const failure = loadUpstream('chief/market/stores').then(
      () => null,
      (error: unknown) => error,
    );
    expect(await failure).toEqual(expect.objectContaining({ name: 'ApiError', status: 504, error: 'Сервер не ответил вовремя. Попробуйте позже' }));
  });

  it('a body that arrives in time is read as before', async () => {
    const quick = await startFakeUpstream((req, res) => sendJson(res, 200, { data: { some_key: 1 } }));
    try {
      useUpstream(quick.url, { UPSTREAM_DEADLINE_MS: '600' });
      expect(await loadUpstream('chief/market/stores')).toEqual({ data: { someKey: 1 } });
    } finally {
      await quick.close();
    }
  });
});
