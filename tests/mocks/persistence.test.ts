/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../helpers/eventually';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, startTestUpstream } from './helpers';

const STEP = '/dashboard/v1/chief/profile/step';
const ME = '/dashboard/v1/chief/profile/me';

let dir: string;
let dataFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-upstream-'));
  dataFile = join(dir, 'nested', 'store.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('seeds a missing file, keeps a mutation across a restart, and reseeds on reset', async () => {
  const first = await startTestUpstream({ dataFile });
  expect(existsSync(dataFile)).toBe(true);
  const token = await signIn(first.api, DEMO_ACCOUNTS.chief);
  const put = await first.api.put(STEP, { step: '4' }, token);
  expect(put).toEqual({ status: 200, body: { data: { step: '4' } } });
  await first.upstream.close();

  // Tokens persist too, so a restarted demo upstream keeps its sessions.
  const second = await startTestUpstream({ dataFile });
  expect((await second.api.get(ME, token)).body.data.step).toBe('4');
  await second.upstream.close();

  const third = await startTestUpstream({ dataFile, reset: true });
  expect((await third.api.get(ME, token)).status).toBe(401);
  const fresh = await signIn(third.api, DEMO_ACCOUNTS.chief);
  expect((await third.api.get(ME, fresh)).body.data.step).toBe('done');
  await third.upstream.close();
});

it('writes shortly after a mutation without waiting for close, leaving no temp file', async () => {
  const { upstream, api } = await startTestUpstream({ dataFile });
  try {
    const token = await signIn(api, DEMO_ACCOUNTS.onboarding);
    await api.put(STEP, { step: 'done' }, token);
    const savedStep = () => {
      const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as { users: Array<{ email: string; step: string }> };
      return saved.users.find((u) => u.email === DEMO_ACCOUNTS.onboarding.email)?.step;
    };
    await eventually(() => expect(savedStep()).toBe('done'));
    expect(readdirSync(join(dir, 'nested'))).toEqual(['store.json']);
  } finally {
    await upstream.close();
  }
});

it('reseeds a file it cannot read', async () => {
  const first = await startTestUpstream({ dataFile });
  await first.upstream.close();
  writeFileSync(dataFile, '{ broken');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const second = await startTestUpstream({ dataFile });
  try {
    expect(warn).toHaveBeenCalled();
    const token = await signIn(second.api, DEMO_ACCOUNTS.chief);
    expect((await second.api.get(ME, token)).status).toBe(200);
  } finally {
    warn.mockRestore();
    await second.upstream.close();
  }
});
