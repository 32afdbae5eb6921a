/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowConsole } from '../helpers/console-guard';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/server/upstream/fetch', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/upstream/fetch')>('@/lib/server/upstream/fetch');
  return { ...actual, closeUpstreamPools: jest.fn(actual.closeUpstreamPools) };
});
jest.mock('@/lib/server/runtime/redis', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/runtime/redis')>('@/lib/server/runtime/redis');
  return { ...actual, closeRedis: jest.fn(actual.closeRedis) };
});

import { healthz, readyz } from '@/lib/server/runtime/health';
import { closeRedis } from '@/lib/server/runtime/redis';
import { inFlightRequests, shutDown, shutdownOptionsFromEnv, trackInFlightRequests } from '@/lib/server/runtime/shutdown';
import { closeUpstreamPools, readUpstreamText, upstreamFetch, upstreamUrl } from '@/lib/server/upstream/fetch';

/** An app server whose requests each make one upstream call and relay its body. */
async function startApp() {
  trackInFlightRequests();
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await upstreamFetch({ method: 'GET', url: upstreamUrl(req.url!.slice(1)), headers: {} });
      res.end(await readUpstreamText(upstream));
    } catch {
      // The test cut the upstream off (the call the deadline gave up on).
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

afterEach(() => {
  // The draining flag is per process: every test starts with a fresh one.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('bo.shutdown')];
  jest.clearAllMocks();
});

it('after SIGTERM the probes answer 503 at once, the slow call finishes, then Redis and the upstream pool close', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached = false;
  const upstream = await startFakeUpstream(async (req, res) => {
    reached ||= !!req.url?.includes('slow');
    if (req.url?.includes('slow')) await held;
    sendJson(res, 200, { done: true });
  });
  useUpstream(upstream.url);
  const app = await startApp();
  try {
    expect((await readyz()).status).toBe(200);
    const slow = fetch(`${app.url}/slow`);
    // The call is in progress once the upstream has it.
    await until(() => reached);
    expect(inFlightRequests()).toBeGreaterThan(0);

    const exit = jest.fn();
    const stopped = shutDown({ graceMs: 20_000, drainMs: 100, exit });
    const ready = await readyz();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'shutting down' });
    expect(healthz().status).toBe(503);
    // Nothing is closed while a call is in progress.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exit).not.toHaveBeenCalled();
    expect(closeUpstreamPools).not.toHaveBeenCalled();
    expect(closeRedis).not.toHaveBeenCalled();

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopped;
    expect(closeUpstreamPools).toHaveBeenCalledTimes(1);
    expect(closeRedis).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(app.server.listening).toBe(false);
  } finally {
    release();
    app.server.closeAllConnections();
    app.server.close();
    await upstream.close();
  }
});

it('a call that never ends does not hold the process: the grace deadline exits with 1', async () => {
  allowConsole(/shutdown_deadline/);
  let reached = false;
  const upstream = await startFakeUpstream(() => {
    // Never answers, like an export stuck on a slow upstream.
    reached = true;
  });
  useUpstream(upstream.url, { UPSTREAM_DEADLINE_MS: '60000', UPSTREAM_TIMEOUT_MS: '60000' });
  const app = await startApp();
  const hanging = fetch(`${app.url}/export`).catch(() => null);
  try {
    await until(() => reached);
    const exited = new Promise<number>((resolve) => {
      void shutDown({ graceMs: 500, drainMs: 0, exit: resolve });
    });
    expect(await exited).toBe(1);
    expect(closeUpstreamPools).not.toHaveBeenCalled();
  } finally {
    app.server.closeAllConnections();
    app.server.close();
    await hanging;
    await upstream.close();
  }
});

it('reads SHUTDOWN_GRACE_MS and SHUTDOWN_DRAIN_MS, the drain taking at most half the grace', () => {
  expect(shutdownOptionsFromEnv({})).toEqual({ graceMs: 25_000, drainMs: 5_000 });
  expect(shutdownOptionsFromEnv({ SHUTDOWN_GRACE_MS: '8000', SHUTDOWN_DRAIN_MS: '6000' })).toEqual({ graceMs: 8000, drainMs: 4000 });
  expect(shutdownOptionsFromEnv({ SHUTDOWN_GRACE_MS: 'soon', SHUTDOWN_DRAIN_MS: '0' })).toEqual({ graceMs: 25_000, drainMs: 0 });
});
