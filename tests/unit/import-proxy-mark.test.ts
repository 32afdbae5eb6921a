/**
 * @jest-environment node
 *
 * The proxy marks the caller's company as importing while it passes an order import batch
 * (lib/server/live/imports.ts), and only then: the order watcher asks that mark before
 * announcing the company's new orders.
 */
import { importMarks, resetImportMarksForTests } from '@/lib/server/live/imports';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
/** Whether the company was marked while the upstream was creating the batch's orders. */
const markedDuringBatch: boolean[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream(async (req, res) => {
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (req.url.startsWith('/dashboard/v1/chief/profile/me')) return sendJson(res, 200, { data: { name: 'Анна', company: { id: token === 'token-7' ? 7 : 8 } } });
    if (req.url.startsWith('/dashboard/v1/chief/integration/order/import')) {
      markedDuringBatch.push(await importMarks().active('company:7'));
      return sendJson(res, 200, { data: { created: 2, updated: 0, failed: 0, errors: [] } });
    }
    sendJson(res, 200, { data: { id: 12 } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  resetImportMarksForTests();
  markedDuringBatch.length = 0;
});

const post = async (path: string, token: string, body: unknown) =>
  handleProxy(
    browserRequest(`/dashboard/v1/chief/${path}`, {
      method: 'POST',
      cookie: await cookieFor(makeSession({ accessToken: token, sid: `sid-${token}`, uid: 'user-1' })),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

it('an order import batch marks its company (during the batch and after it), no other company', async () => {
  expect(await importMarks().active('company:7')).toBe(false);
  const response = await post('integration/order/import', 'token-7', { orders: [{ externalId: 'A-1', clientPhone: '79161234567', total: 100 }] });
  expect(response.status).toBe(200);
  expect(markedDuringBatch).toEqual([true]);
  expect(await importMarks().active('company:7')).toBe(true);
  expect(await importMarks().active('company:8')).toBe(false);
});

it('any other call marks nothing: a client import, an order placed by hand', async () => {
  expect((await post('integration/client/import', 'token-7', { clients: [] })).status).toBe(200);
  expect((await post('market/orders', 'token-7', { total: 100 })).status).toBe(200);
  expect(await importMarks().active('company:7')).toBe(false);
});
