/**
 * The demo upstream's own msw handlers (mocks/handlers) behind a stand-in for the BFF, for a
 * component test that wants a whole, stateful upstream (lists that grow after a create, a
 * record gone after a delete) instead of writing that state by hand.
 *
 * `withDemoUpstream()` reseeds the demo store in memory before each test and answers every
 * browser call to /dashboard/v1/… the way the BFF would: query and JSON body keys to
 * snake_case, the signed-in account's bearer token added, the answer's keys back to camelCase.
 * Multipart bodies and the BFF's own rules (CSRF, role checks, size limits) are not modelled:
 * those are tested against the real proxy in tests/unit and tests/security. A test's own
 * `server.use(...)` still wins over it.
 */
import { getResponse, http } from 'msw';
import { camelizeKeys, snakeizeKeys, snakeizeSearchParams } from '@/lib/format/case';
import { issueToken } from '@/mocks/credentials';
import { handlers } from '@/mocks/handlers';
import { setQuiet } from '@/mocks/log';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { getDb, initStore } from '@/mocks/store';
import { server } from './server';

type Account = keyof typeof DEMO_ACCOUNTS;

async function toUpstream(request: Request, token: string): Promise<Request> {
  const url = new URL(request.url);
  url.search = snakeizeSearchParams(url.searchParams).toString();
  const headers = new Headers({ authorization: `Bearer ${token}`, accept: 'application/json' });
  let body: string | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    if (text) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(snakeizeKeys(JSON.parse(text)));
    }
  }
  return new Request(url, { method: request.method, headers, body });
}

async function toBrowser(response: Response): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!text || !(headers.get('content-type') ?? '').includes('json')) return new Response(text || null, { status: response.status, headers });
  return new Response(JSON.stringify(camelizeKeys(JSON.parse(text))), { status: response.status, headers });
}

/** The demo upstream, reseeded for every test, signed in as `account` (a company user by default). */
export function withDemoUpstream(account: Account = 'chief'): void {
  let token = '';
  beforeEach(() => {
    setQuiet(true);
    initStore({ dataFile: null, reset: true });
    const user = getDb().users.find((u) => u.email === DEMO_ACCOUNTS[account].email);
    if (!user) throw new Error(`no demo user ${account}`);
    token = issueToken(user).token;
    server.use(
      http.all('*/dashboard/v1/*', async ({ request }) => {
        const answer = await getResponse(handlers, await toUpstream(request, token));
        if (!answer) throw new Error(`the demo upstream has no handler for ${request.method} ${request.url}`);
        return toBrowser(answer);
      }),
    );
  });
}
