/**
 * @jest-environment node
 *
 * `/readyz` is public: the upstream is asked at most once every few seconds however often it is
 * called, and the BFF's own store is part of the answer.
 */
import { readyz } from '@/lib/server/runtime/health';
import { UPSTREAM_CHECK_TTL_MS, upstreamReachable } from '@/lib/server/runtime/readiness-checks';
import { closeStore } from '@/lib/server/store/db';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));

afterEach(async () => {
  await closeStore();
  delete process.env.DATABASE_URL;
});

it('asks the upstream once for a burst of anonymous calls, and again once the answer is a few seconds old', async () => {
  let requests = 0;
  const upstream = await startFakeUpstream((req, res) => {
    requests += 1;
    sendJson(res, 200, {});
  });
  try {
    useUpstream(upstream.url);
    const answers = await Promise.all(Array.from({ length: 10 }, () => readyz()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await answers[0]!.json()).toMatchObject({ status: 'ok', upstream: 'ok', store: 'ok', redis: 'not configured' });
    await readyz();
    expect(requests).toBe(1);
    // Time is passed in rather than waited for.
    expect(await upstreamReachable(Date.now() + UPSTREAM_CHECK_TTL_MS + 1)).toBe(true);
    expect(requests).toBe(2);
  } finally {
    await upstream.close();
  }
});

it('answers 503 naming the store when the store cannot be reached', async () => {
  const upstream = await startFakeUpstream((req, res) => sendJson(res, 200, {}));
  try {
    useUpstream(upstream.url);
    await closeStore();
    // Nothing listens on port 9: the connection is refused.
    process.env.DATABASE_URL = 'postgres://bo@127.0.0.1:9/none';
    const answer = await readyz();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'unavailable', upstream: 'ok', store: 'unavailable' });
  } finally {
    await upstream.close();
  }
});
