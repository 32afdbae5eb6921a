/**
 * @jest-environment node
 *
 * The own API of saved views (/dashboard/own/views): each user's company comes from the
 * upstream's profile, and a view of another company is never listed nor deletable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GET, POST } from '@/app/dashboard/own/views/route';
import { DELETE } from '@/app/dashboard/own/views/[id]/route';
import { closeStore } from '@/lib/server/store/db';
import { startFakeUpstream, profileByToken } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));

// token → the company the upstream's profile names.
const COMPANY_OF_TOKEN: Record<string, number> = { 'token-anna': 1, 'token-oleg': 1, 'token-maria': 3 };

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
const dataDir = mkdtempSync(join(tmpdir(), 'bo-views-api-'));

beforeAll(async () => {
  upstream = await startFakeUpstream(profileByToken(COMPANY_OF_TOKEN));
  useUpstream(upstream.url, { DATA_DIR: dataDir });
  delete process.env.DATABASE_URL;
});
afterAll(async () => {
  await closeStore();
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cookies: Record<string, string> = {};
async function as(user: 'anna' | 'oleg' | 'maria'): Promise<string> {
  cookies[user] ??= await cookieFor(makeSession({ accessToken: `token-${user}`, sid: `sid-${user}`, uid: `uid-${user}`, user: { name: user, step: 'done' } }));
  return cookies[user];
}

async function list(user: 'anna' | 'oleg' | 'maria', which = 'orders') {
  const response = await GET(browserRequest(`/dashboard/own/views?list=${which}`, { cookie: await as(user) }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number; name: string; mine: boolean }[] }).data;
}

async function save(user: 'anna' | 'oleg' | 'maria', body: object) {
  return POST(browserRequest('/dashboard/own/views', { method: 'POST', cookie: await as(user), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
}

const remove = async (user: 'anna' | 'oleg' | 'maria', id: number | string) =>
  DELETE(browserRequest(`/dashboard/own/views/${id}`, { method: 'DELETE', cookie: await as(user) }));

it('a company view is listed for another user of the company, never for another company, nor deletable by it', async () => {
  const created = await save('anna', { list: 'orders', name: 'Новые', query: 'status=1&page=3', shared: true });
  expect(created.status).toBe(201);
  const view = ((await created.json()) as { data: { id: number; query: string; mine: boolean } }).data;
  expect(view).toMatchObject({ query: 'status=1', mine: true, shared: true });

  expect(await list('oleg')).toEqual([expect.objectContaining({ id: view.id, name: 'Новые', mine: false })]);
  expect(await list('maria')).toEqual([]);

  const foreign = await remove('maria', view.id);
  expect(foreign.status).toBe(404);
  expect(await foreign.json()).toEqual({ error: 'Вид не найден', data: {} });
  expect((await remove('oleg', view.id)).status).toBe(403);
  expect(await list('anna')).toHaveLength(1);

  expect((await remove('anna', view.id)).status).toBe(200);
  expect(await list('oleg')).toEqual([]);
});

it('a personal view is listed only for its owner', async () => {
  expect((await save('oleg', { list: 'clients', name: 'Мои клиенты', query: 'sort=name', shared: false })).status).toBe(201);
  expect((await list('oleg', 'clients')).map((view) => view.name)).toEqual(['Мои клиенты']);
  expect(await list('anna', 'clients')).toEqual([]);
});

it('answers a taken name under the field, in the upstream’s envelope', async () => {
  expect((await save('anna', { list: 'shops', name: 'Открытые', query: 'active=true', shared: true })).status).toBe(201);
  const taken = await save('oleg', { list: 'shops', name: 'Открытые', query: 'active=false', shared: false });
  expect(taken.status).toBe(422);
  expect(await taken.json()).toEqual({ error: 'Вид с таким названием уже есть', data: { name: ['Вид с таким названием уже есть'] } });
});

it('refuses an unknown list, a change from another site, and a visitor without a session', async () => {
  expect((await GET(browserRequest('/dashboard/own/views?list=users', { cookie: await as('anna') }))).status).toBe(422);
  const crossSite = await POST(
    browserRequest('/dashboard/own/views', {
      method: 'POST',
      cookie: await as('anna'),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ list: 'orders', name: 'x', query: '' }),
    }),
  );
  expect(crossSite.status).toBe(403);
  expect((await GET(browserRequest('/dashboard/own/views?list=orders'))).status).toBe(401);
});
