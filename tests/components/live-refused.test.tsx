import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { NewOrdersBadge } from '@/components/layout/new-orders';
import { resetSessionCalls } from '@/lib/api/client';
import { EVENTS_URL, liveClient, resetLiveClientForTests, retryAfterMs } from '@/lib/live/live-client';
import { FakeEventSource } from '../helpers/fake-event-source';
import { renderScreen, server, withHandlers } from '../harness';

jest.mock('@/lib/api/hard-navigate', () => ({ hardNavigate: jest.fn() }));

/**
 * The browser's client when the server refuses its stream (issue 46): past the cap (429) the
 * screens poll at once, the client asks `HEAD` why, and opens the stream again only after the
 * server's Retry-After, never in a loop; a refused stream whose session ended, a stream ended
 * with `ended` because its session was revoked, or with `session` when the proxy then answers
 * 401, goes to the login page and opens no stream again. EventSource is a stand-in the test drives; time is Jest's.
 */

const last = () => FakeEventSource.opened.at(-1)!;

let listCalls = 0;
let probes = 0;
let probeAnswer: () => Response = () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '30' } });
withHandlers(
  http.get('*/dashboard/v1/chief/market/orders', () => {
    listCalls += 1;
    return HttpResponse.json({ data: { data: [], pagination: { total: 0, totalPages: 1, currentPage: 1, perPage: 100 } } });
  }),
  http.head('*/dashboard/own/events', () => {
    probes += 1;
    return probeAnswer();
  }),
);

beforeEach(() => {
  FakeEventSource.opened = [];
  listCalls = 0;
  probes = 0;
  probeAnswer = () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '30' } });
  resetLiveClientForTests();
  (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  window.localStorage.setItem('bo.ordersSeenAt', new Date(Date.now() - 60_000).toISOString());
});
afterEach(() => {
  jest.useRealTimers();
  resetSessionCalls();
  delete (window as unknown as { EventSource?: unknown }).EventSource;
  window.localStorage.clear();
});

/** Lets `ms` of Jest's time pass, with the promises (fetches, renders) it sets off. */
async function pass(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

it('reads Retry-After in seconds or as a date', () => {
  expect(retryAfterMs('30')).toBe(30_000);
  expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString(), Date.now())).toBeGreaterThan(8_000);
  expect(retryAfterMs(null)).toBe(0);
  expect(retryAfterMs('soon')).toBe(0);
});

it('refused past the cap (429): the count is polled at once, and the stream is tried again after Retry-After, not before', async () => {
  jest.useFakeTimers();
  renderScreen(
    <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map() }}>
      <NewOrdersBadge pollMs={5_000} onList={false} />
    </SWRConfig>,
  );
  await waitFor(() => expect(listCalls).toBe(1));
  expect(FakeEventSource.opened).toHaveLength(1);
  last().refuse();
  expect(liveClient().status).toBe('fallback');
  await pass(100);
  expect(probes).toBe(1);
  // The screens poll while the stream is refused.
  await pass(15_000);
  expect(listCalls).toBeGreaterThanOrEqual(3);
  // Nothing is opened before Retry-After (30 s), the server is asked nothing more meanwhile.
  await pass(14_000);
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(probes).toBe(1);
  // Within a quarter more it is tried once again: the pause is 30 s plus up to 7.5 s at random,
  // counted from the HEAD's answer (about 0.1 s in), so by 38.1 s at the latest (8 s after 29.1 s
  // failed about one run in fifteen, when the random part was above 7 s).
  await pass(9_000);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(last().url).toBe(EVENTS_URL);
});

it('refused again and again: a few tries in five minutes, never a loop; once there is room, it is live', async () => {
  jest.useFakeTimers();
  const release = liveClient().use();
  for (let elapsed = 0; elapsed < 300_000; elapsed += 1_000) {
    if (last().readyState !== FakeEventSource.CLOSED) last().refuse();
    await pass(1_000);
  }
  // Retry-After (30 s) four times, then the client's own pause, grown to a minute (each up to a
  // quarter more): 6 or 7 tries, each after asking why the last one was refused.
  expect(FakeEventSource.opened.length).toBeGreaterThanOrEqual(5);
  expect(FakeEventSource.opened.length).toBeLessThanOrEqual(7);
  expect(probes).toBe(FakeEventSource.opened.length);
  // The cap has room again: the next try opens, and it is live.
  probeAnswer = () => new HttpResponse(null, { status: 200 });
  await pass(80_000);
  last().open();
  expect(liveClient().status).toBe('live');
  release();
});

/**
 * A client of its own, whose API client and page navigation are fresh modules: tests/setup.ts
 * loaded the shared API client before this file's mock of the navigation could apply to it.
 */
function isolatedClient() {
  let live!: typeof import('@/lib/live/live-client');
  let navigate!: jest.Mock;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    live = require('@/lib/live/live-client') as typeof import('@/lib/live/live-client');
    navigate = (require('@/lib/api/hard-navigate') as { hardNavigate: jest.Mock }).hardNavigate;
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return { client: live.liveClient(), navigate };
}

it('refused because the session ended: the login page, and no stream is opened again', async () => {
  jest.useFakeTimers();
  probeAnswer = () => new HttpResponse(null, { status: 401, headers: { 'x-session-ended': 'chief' } });
  const { client, navigate } = isolatedClient();
  const release = client.use();
  last().refuse();
  await pass(100);
  expect(navigate).toHaveBeenCalledWith('/login');
  await pass(300_000);
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(probes).toBe(1);
  release();
});

it('a stream ended with `ended` (its session revoked): the login page at once, nothing asked, no new stream', async () => {
  let asked = 0;
  server.use(
    http.get('*/dashboard/v1/chief/profile/me', () => {
      asked += 1;
      return HttpResponse.json({ data: {} });
    }),
  );
  const { client, navigate } = isolatedClient();
  const release = client.use();
  last().open();
  last().emit('ended');
  expect(navigate).toHaveBeenCalledWith('/login');
  expect(last().readyState).toBe(FakeEventSource.CLOSED);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(asked).toBe(0);
  expect(probes).toBe(0);
  // Another screen starting to listen on this page opens nothing either.
  const again = client.use();
  expect(FakeEventSource.opened).toHaveLength(1);
  again();
  release();
});

it('a stream ended with `session` whose session turns out ended: the proxy says 401, the login page, no new stream', async () => {
  let asked = 0;
  server.use(
    http.get('*/dashboard/v1/chief/profile/me', () => {
      asked += 1;
      return HttpResponse.json({ error: 'Сессия завершена', data: {} }, { status: 401, headers: { 'x-session-ended': 'chief' } });
    }),
  );
  const { client, navigate } = isolatedClient();
  const release = client.use();
  last().open();
  last().emit('session');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  expect(asked).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(FakeEventSource.opened).toHaveLength(1);
  release();
});
