/**
 * @jest-environment node
 *
 * Issue 46's request gaps replayed the way the red team found them: through the proxy's route
 * handler (app/dashboard/v1/[...path]/route.ts) to the demo upstream over real HTTP, reading what
 * the upstream was asked from its request log. The byte-level rules (every content type, every
 * auth call, number lexemes) are in canonical-request.test.ts.
 */
// The audit trail would look the actor up in the BFF's store: not what these tests are about.
jest.mock('@/lib/server/store/audit/hooks');
import { GET, POST } from '@/app/dashboard/v1/[...path]/route';
import { QUERY_NOT_TAKEN } from '@/lib/server/proxy/handle-proxy';
import type { RequestLogEntry } from '@/mocks/request-log';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { browserRequest, useUpstream } from '../helpers/proxy-env';
import { startTestUpstream, type Client } from '../mocks/helpers';

jest.setTimeout(20_000);

const { chief, baker } = DEMO_ACCOUNTS;
let upstream: Awaited<ReturnType<typeof startTestUpstream>>['upstream'];
let demo: Client;

beforeAll(async () => {
  ({ upstream, api: demo } = await startTestUpstream());
});
afterAll(() => upstream.close());
beforeEach(async () => {
  useUpstream(upstream.url);
  await demo.post('/__demo/reset');
});

/** The POSTs the upstream was asked to `path`. */
async function asked(path: string): Promise<RequestLogEntry[]> {
  const log = (await demo.get('/__demo/requests')).body as { requests: RequestLogEntry[] };
  return log.requests.filter((r) => r.method === 'POST' && r.path === `/dashboard/v1/${path}`);
}

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

function post(path: string, body: string, cookie: string, type: string | null = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = type ? { 'content-type': type } : {};
  return POST(browserRequest(`/dashboard/v1/${path}`, { method: 'POST', body: Buffer.from(body), cookie, headers }));
}

/** The password step: its answer's cookie lets this browser ask for a code for the account's own phone. */
async function passwordStep(): Promise<string> {
  const login = await post('chief/login', JSON.stringify({ email: chief.email, password: chief.password }), '');
  expect(login.status).toBe(200);
  return cookieOf(login);
}

async function signedIn(): Promise<string> {
  const pending = await passwordStep();
  const { code } = (await demo.get(`/__demo/codes/last?phone=${chief.phone}`)).body as { code: string };
  const complete = await post('chief/auth/complete', JSON.stringify({ phone: chief.phone.slice(1), code }), pending);
  expect(complete.status).toBe(200);
  return cookieOf(complete);
}

describe('item 5: send-code?phone=<victim> with one’s own phone in the body', () => {
  it('is 400 with the reason; the upstream is not asked and sends the victim no code', async () => {
    const pending = await passwordStep();
    const response = await post(`chief/send-code?phone=${baker.phone.slice(1)}`, JSON.stringify({ phone: chief.phone.slice(1) }), pending);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: QUERY_NOT_TAKEN, data: {} });
    expect(await asked('chief/send-code')).toEqual([]);
    expect((await demo.get(`/__demo/codes/last?phone=${baker.phone}`)).status).toBe(404);
    // The own phone, in the body alone, goes up as before.
    expect((await post('chief/send-code', JSON.stringify({ phone: chief.phone.slice(1) }), pending)).status).toBe(200);
    expect((await asked('chief/send-code')).map((r) => ({ query: r.query, body: r.body }))).toEqual([{ query: {}, body: { phone: chief.phone.slice(1) } }]);
  });
});

describe('item 4: a signed-in JSON body labelled text/plain (or not labelled)', () => {
  const block = JSON.stringify({ title: 'Подборка', template: 'products', isActive: 0 });

  it('is 415 and the upstream creates nothing; as application/json it is converted and created', async () => {
    const cookie = await signedIn();
    const before = (await (await GET(browserRequest('/dashboard/v1/chief/mainpage/blocks', { cookie }))).json()) as { data: unknown[] };
    for (const type of ['text/plain;charset=UTF-8', null]) {
      const response = await post('chief/mainpage/blocks', block, cookie, type);
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
    }
    expect(await asked('chief/mainpage/blocks')).toEqual([]);
    const created = await post('chief/mainpage/blocks', block, cookie);
    expect(created.status).toBeLessThan(300);
    const [entry] = await asked('chief/mainpage/blocks');
    expect(entry?.body).toEqual({ title: 'Подборка', template: 'products', is_active: 0 });
    const after = (await (await GET(browserRequest('/dashboard/v1/chief/mainpage/blocks', { cookie }))).json()) as { data: unknown[] };
    expect(after.data).toHaveLength(before.data.length + 1);
  });
});
