/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { liveHub, resetLiveHubForTests } from '@/lib/server/live/hub';
import { streamFor } from '@/lib/server/live/stream';
import { shutDown, trackInFlightRequests } from '@/lib/server/runtime/shutdown';
import { allowConsole } from '../helpers/console-guard';
import { useUpstream } from '../helpers/proxy-env';

/**
 * A live stream never ends by itself: without closing the streams at the drain, a SIGTERM would
 * wait for them until the grace deadline and exit 1. With it, the streams end once the listener
 * is closed (browsers reconnect elsewhere) and the process exits 0.
 */

afterAll(() => resetLiveHubForTests());

it('the shutdown ends the open streams and exits 0, not at the grace deadline', async () => {
  // No upstream: the watcher's first read fails (logged), which does not matter here.
  allowConsole(/live_poll_failed/);
  useUpstream('http://127.0.0.1:9', { LIVE_POLL_MS: '60000' });
  trackInFlightRequests();
  const hub = liveHub();
  const server = http.createServer((_req, res) => {
    const response = streamFor(hub, { tenant: 'company:7', credential: { key: 's', authorization: 'Bearer t' }, lastEventId: null });
    res.writeHead(200, Object.fromEntries(response.headers));
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const ended = Promise.all(
    [1, 2, 3].map(
      () =>
        new Promise<string>((resolve, reject) => {
          http.get(url, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
            res.on('error', reject);
          });
        }),
    ),
  );
  while (hub.streams.size < 3) await new Promise((resolve) => setTimeout(resolve, 10));

  const code = await new Promise<number>((resolve) => void shutDown({ graceMs: 15_000, drainMs: 0, exit: resolve }));
  expect(code).toBe(0);
  expect(await ended).toEqual(['retry: 3000\n\n', 'retry: 3000\n\n', 'retry: 3000\n\n']);
  expect(hub.streams.size).toBe(0);
  expect(hub.watcher.tenants()).toEqual([]);
});
