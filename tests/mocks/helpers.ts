import { startDemoUpstream, type DemoUpstream, type DemoUpstreamOptions } from '@/mocks/server';
import type { DemoAccount } from '@/mocks/seed';

export interface Reply {
  status: number;
  // Tests read into the JSON freely; a wrong path fails the assertion, which is the point.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Client {
  request(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<Reply>;
  get(path: string, token?: string): Promise<Reply>;
  post(path: string, body?: unknown, token?: string): Promise<Reply>;
  put(path: string, body?: unknown, token?: string): Promise<Reply>;
}

export function clientFor(baseUrl: string): Client {
  const request: Client['request'] = async (method, path, { body, token } = {}) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { body, token }),
    put: (path, body, token) => request('PUT', path, { body, token }),
  };
}

/** A demo upstream on a random port, memory only and silent, unless told otherwise. */
export async function startTestUpstream(
  options: DemoUpstreamOptions = {},
): Promise<{ upstream: DemoUpstream; api: Client }> {
  const upstream = await startDemoUpstream({ port: 0, dataFile: null, quiet: true, ...options });
  return { upstream, api: clientFor(upstream.url) };
}

/** Both sign-in steps, reading the code the way e2e tests do. Returns the access token. */
export async function signIn(api: Client, account: DemoAccount): Promise<string> {
  const prefix = `/dashboard/v1/${account.role}`;
  const login = await api.post(`${prefix}/login`, { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  const last = await api.get(`/__demo/codes/last?phone=${account.phone}`);
  const complete = await api.post(`${prefix}/auth/complete`, { phone: account.phone.slice(1), code: last.body.code });
  expect(complete.status).toBe(200);
  return complete.body.data.access_token as string;
}

/**
 * A reseeded, memory-only demo upstream for each test of a file: starts it once, resets it
 * before every test, closes it at the end. Returns the client.
 */
export function withTestUpstream(): Client {
  let upstream: DemoUpstream | undefined;
  let api: Client | undefined;
  beforeAll(async () => {
    ({ upstream, api } = await startTestUpstream());
  });
  afterAll(() => upstream?.close());
  beforeEach(() => api!.post('/__demo/reset'));
  // The hooks fill `api` later, so hand out a client that looks it up on each call.
  const current = () => api!;
  return {
    request: (...args) => current().request(...args),
    get: (...args) => current().get(...args),
    post: (...args) => current().post(...args),
    put: (...args) => current().put(...args),
  };
}
