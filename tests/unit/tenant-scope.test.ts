/**
 * @jest-environment node
 *
 * The tenant the BFF's own data is scoped by, against the demo upstream over real HTTP. A
 * test-local proxy in front of it can drop the company from profile/me (the specification's
 * profile names only the user) and refuse GET application, so all three ways are tested:
 *
 * - the profile names no company: users of one company share the audit trail, order notes,
 *   saved views, presence and the live channel through their app's uuid; another company's
 *   user shares none of it;
 * - neither the company nor an app: each user is a tenant alone;
 * - the profile names the company: `company:<id>`, as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GET as getNotes, POST as postNote } from '@/app/dashboard/own/orders/[id]/notes/route';
import { POST as heartbeat } from '@/app/dashboard/own/presence/route';
import { GET as getViews, POST as postView } from '@/app/dashboard/own/views/route';
import { loadActivity } from '@/lib/activity/server';
import { liveHub, resetLiveHubForTests } from '@/lib/server/live/hub';
import { openEventStream } from '@/lib/server/live/stream';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { forgetTenantsForTests, tenantOf } from '@/lib/server/store/actor';
import { auditRecorder } from '@/lib/server/store/audit/recorder';
import { closeStore } from '@/lib/server/store/db';
import type { SessionData } from '@/lib/server/session/cookie';
import type { DemoUpstream } from '@/mocks/server';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { eventually } from '../helpers/eventually';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';
import { clientFor, signIn, startTestUpstream } from '../mocks/helpers';

jest.mock('server-only', () => ({}));

type Mode = 'company' | 'no-company' | 'nothing';
type Who = 'anna' | 'oleg' | 'maria';
const ACCOUNTS = { anna: DEMO_ACCOUNTS.chief, oleg: DEMO_ACCOUNTS.manager, maria: DEMO_ACCOUNTS.baker } as const;

let mode: Mode = 'company';
let demo: DemoUpstream;
let front: Server;
let frontUrl = '';
/** Every call the front proxy passed on: its path and the token it carried. */
const passed: { path: string; token: string }[] = [];
const tokens = {} as Record<Who, string>;
const dataDir = mkdtempSync(join(tmpdir(), 'bo-tenant-'));

/** The demo upstream as an upstream that follows the specification more strictly would answer. */
function startFront(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const path = req.url ?? '/';
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      passed.push({ path, token });
      if (mode === 'nothing' && path.startsWith('/dashboard/v1/chief/application')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'Не найдено', data: {} }));
      }
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'accept']) if (req.headers[name]) headers[name] = String(req.headers[name]);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${target}${path}`, { method: req.method, headers, body });
      let text = await answer.text();
      if (mode !== 'company' && path.startsWith('/dashboard/v1/chief/profile/me') && answer.status === 200) {
        const json = JSON.parse(text) as { data: Record<string, unknown> };
        delete json.data.company;
        delete json.data.company_id;
        text = JSON.stringify(json);
      }
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(text);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  ({ upstream: demo } = await startTestUpstream());
  const api = clientFor(demo.url);
  for (const who of Object.keys(ACCOUNTS) as Who[]) tokens[who] = await signIn(api, ACCOUNTS[who]);
  front = await startFront(demo.url);
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  useUpstream(frontUrl, { DATA_DIR: dataDir, LIVE_POLL_MS: '100' });
  delete process.env.DATABASE_URL;
}, 30_000);

afterAll(async () => {
  await resetLiveHubForTests();
  await closeStore();
  await new Promise<void>((resolve) => {
    front.closeAllConnections();
    front.close(() => resolve());
  });
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let run = 0;
beforeEach(() => {
  run += 1;
  forgetTenantsForTests();
});
afterEach(() => resetLiveHubForTests());

/** A signed-in session of `who`, new for each test (its tenant is read afresh). */
function sessionOf(who: Who): SessionData {
  return makeSession({ accessToken: tokens[who], sid: `sid-${who}-${run}`, uid: `uid-${who}`, user: { name: ACCOUNTS[who].name, step: 'done' } });
}

const json = { 'content-type': 'application/json' };

async function appUuidOf(who: Who): Promise<string> {
  const answer = await clientFor(demo.url).get('/dashboard/v1/chief/application', tokens[who]);
  return answer.body.data.app_uuid as string;
}

async function notesSeen(who: Who, orderId: number): Promise<string[]> {
  const response = await getNotes(browserRequest(`/dashboard/own/orders/${orderId}/notes`, { cookie: await cookieFor(sessionOf(who)) }), { params: Promise.resolve({ id: String(orderId) }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { text: string }[] }).data.map((note) => note.text);
}

async function addNote(who: Who, orderId: number, text: string): Promise<void> {
  const request = browserRequest(`/dashboard/own/orders/${orderId}/notes`, { method: 'POST', cookie: await cookieFor(sessionOf(who)), headers: json, body: JSON.stringify({ text }) });
  expect((await postNote(request, { params: Promise.resolve({ id: String(orderId) }) })).status).toBe(201);
}

async function viewsSeen(who: Who): Promise<string[]> {
  const response = await getViews(browserRequest('/dashboard/own/views?list=clients', { cookie: await cookieFor(sessionOf(who)) }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { name: string }[] }).data.map((view) => view.name);
}

async function othersOn(who: Who, key: string): Promise<string[]> {
  const request = browserRequest('/dashboard/own/presence', { method: 'POST', cookie: await cookieFor(sessionOf(who)), headers: json, body: JSON.stringify({ key, tab: `tab-${who}-${run}` }) });
  const response = await heartbeat(request);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { others: { name: string }[] } }).data.others.map((other) => other.name);
}

/** A change through the proxy (a real upstream call), recorded in the trail. */
async function change(who: Who): Promise<void> {
  const request = browserRequest('/dashboard/v1/chief/profile/step', { method: 'PUT', cookie: await cookieFor(sessionOf(who)), headers: json, body: JSON.stringify({ step: 'done' }) });
  expect((await handleProxy(request)).status).toBe(200);
  await auditRecorder().flush();
}

const trailOf = async (who: Who) => (await loadActivity({}, sessionOf(who))).rows.map((row) => `${row.userName}: ${row.label}`);

function reader(response: Response) {
  const stream = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const chunk = await stream.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
  })();
  return { text: () => text, cancel: () => stream.cancel() };
}

describe('the profile names no company', () => {
  beforeEach(() => {
    mode = 'no-company';
  });

  it('users of one company are one tenant by their app, another company another', async () => {
    const [anna, oleg, maria] = await Promise.all((['anna', 'oleg', 'maria'] as const).map((who) => tenantOf(sessionOf(who))));
    expect(anna).toBe(`app:${await appUuidOf('anna')}`);
    expect(oleg).toBe(anna);
    expect(maria).toBe(`app:${await appUuidOf('maria')}`);
    expect(maria).not.toBe(anna);
  });

  it('is read once per session: the next calls ask the upstream nothing', async () => {
    const session = sessionOf('anna');
    await tenantOf(session);
    const before = passed.length;
    await tenantOf(session);
    await tenantOf(session);
    expect(passed.length).toBe(before);
  });

  it('the audit trail: a colleague sees the change at once, another company does not', async () => {
    await change('anna');
    expect(await trailOf('oleg')).toContain('Анна Смирнова: Шаг настройки');
    expect(await trailOf('anna')).toContain('Анна Смирнова: Шаг настройки');
    expect(await trailOf('maria')).not.toContain('Анна Смирнова: Шаг настройки');
  });

  it('order notes, saved views and presence are shared by the company only', async () => {
    await addNote('anna', 901, 'Позвонить клиенту');
    expect(await notesSeen('oleg', 901)).toEqual(['Позвонить клиенту']);
    expect(await notesSeen('maria', 901)).toEqual([]);

    const saved = await postView(browserRequest('/dashboard/own/views', { method: 'POST', cookie: await cookieFor(sessionOf('anna')), headers: json, body: JSON.stringify({ list: 'clients', name: 'Общий вид', query: 'search=а', shared: true }) }));
    expect(saved.status).toBe(201);
    expect(await viewsSeen('oleg')).toEqual(['Общий вид']);
    expect(await viewsSeen('maria')).toEqual([]);

    expect(await othersOn('anna', 'order:901')).toEqual([]);
    expect(await othersOn('oleg', 'order:901')).toEqual(['Анна Смирнова']);
    expect(await othersOn('maria', 'order:901')).toEqual([]);
  });

  it('the live stream opens (not 204), one watch per tenant read with its own token, events stay in the tenant', async () => {
    const open = async (who: Who) => openEventStream(browserRequest('/dashboard/own/events', { cookie: await cookieFor(sessionOf(who)) }));
    const responses = await Promise.all((['anna', 'oleg', 'maria'] as const).map(open));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const [anna, oleg, maria] = responses.map(reader) as [ReturnType<typeof reader>, ReturnType<typeof reader>, ReturnType<typeof reader>];
    const company = `app:${await appUuidOf('anna')}`;
    const other = `app:${await appUuidOf('maria')}`;
    expect(liveHub().watcher.tenants().sort()).toEqual([company, other].sort());

    // Each tenant's newest orders are read with a token of that tenant, never another's.
    await eventually(() => {
      const reads = passed.filter((call) => call.path.startsWith('/dashboard/v1/chief/market/orders?sort=-created_at'));
      expect(reads.some((call) => call.token === tokens.maria)).toBe(true);
      expect(reads.some((call) => call.token === tokens.anna || call.token === tokens.oleg)).toBe(true);
    });

    await liveHub().channel.publish(company, { type: 'order.created', data: { id: 4242 } });
    await eventually(() => {
      expect(anna.text()).toContain('"id":4242');
      expect(oleg.text()).toContain('"id":4242');
    });
    expect(maria.text()).not.toContain('"id":4242');
    await Promise.all([anna, oleg, maria].map((stream) => stream.cancel()));
  });
});

describe('the upstream names neither a company nor an app', () => {
  beforeEach(() => {
    mode = 'nothing';
  });

  it('each user is a tenant alone: nothing is shared, not even with a colleague', async () => {
    expect(await tenantOf(sessionOf('anna'))).toBe('user:uid-anna');
    expect(await tenantOf(sessionOf('oleg'))).toBe('user:uid-oleg');

    await addNote('anna', 902, 'Только мне');
    expect(await notesSeen('anna', 902)).toEqual(['Только мне']);
    expect(await notesSeen('oleg', 902)).toEqual([]);
    expect(await othersOn('anna', 'order:902')).toEqual([]);
    expect(await othersOn('oleg', 'order:902')).toEqual([]);

    const response = await openEventStream(browserRequest('/dashboard/own/events', { cookie: await cookieFor(sessionOf('anna')) }));
    expect(response.status).toBe(200);
    expect(liveHub().watcher.tenants()).toEqual(['user:uid-anna']);
    await response.body!.cancel();
  });

  it('an unreachable profile is no tenant at all: nothing is read or written for the session', async () => {
    const broken = makeSession({ accessToken: 'not-a-token', sid: `sid-broken-${run}`, uid: 'uid-broken' });
    expect(await tenantOf(broken)).toBeNull();
  });
});

describe('the profile names the company', () => {
  beforeEach(() => {
    mode = 'company';
  });

  it('scopes by company:<id> as before, and never asks for the app', async () => {
    const before = passed.length;
    expect(await tenantOf(sessionOf('anna'))).toBe('company:1');
    expect(await tenantOf(sessionOf('oleg'))).toBe('company:1');
    expect(await tenantOf(sessionOf('maria'))).toBe('company:3');
    expect(passed.slice(before).some((call) => call.path.includes('/application'))).toBe(false);

    await addNote('oleg', 903, 'Для компании');
    expect(await notesSeen('anna', 903)).toEqual(['Для компании']);
    expect(await notesSeen('maria', 903)).toEqual([]);
    await change('oleg');
    expect(await trailOf('anna')).toContain('Олег Менеджер: Шаг настройки');
    expect(await trailOf('maria')).not.toContain('Олег Менеджер: Шаг настройки');
  });
});
