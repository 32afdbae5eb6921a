/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { allowConsole } from '../helpers/console-guard';
import { sharedRefresh, type RefreshedToken } from '@/lib/server/session/shared-refresh';
import { closeRedisForTests, pingRedis } from '@/lib/server/runtime/redis';
import Redis from 'ioredis';
import { RedisThrottleStore } from '@/lib/server/security/redis-throttle-store';
import { MemoryThrottleStore, consume, countCodeAttempt, setThrottleStore } from '@/lib/server/security/throttle';
import { forgetRevocationsForTests, isRevoked, revokeSession, revokeUser } from '@/lib/server/session/revocation';
import { REVOCATION_OUTBOX_LIMIT } from '@/lib/security-config';
import { useUpstream } from '../helpers/proxy-env';

/**
 * The shared store of several instances against a real Redis (Debian's redis-server, on a free port). "Another instance" is
 * simulated by forgetting this process's memory: what is still known came from Redis.
 */

const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
// No skipping: a Redis path that is never run could be broken unseen. `npm test` installs the
// package first (scripts/ensure-services.mjs).
beforeAll(() => {
  if (!binary) throw new Error('redis-server is not installed: run `npm test` as root, or apt-get install -y redis-server');
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let redis: ChildProcess | undefined;
let url = '';

async function startRedis(port: number): Promise<void> {
  redis = spawn(binary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  // Listening first, so the client's first connection succeeds (a refused one is logged as Redis down).
  for (let i = 0; ; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  for (let i = 0; i < 100; i += 1) {
    if ((await pingRedis()) === true) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server does not answer');
}

async function stopRedis(): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('with REDIS_URL (real redis-server)', () => {
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    useUpstream('http://127.0.0.1:9', { REDIS_URL: url });
    await startRedis(port);
  });
  afterAll(async () => {
    await closeRedisForTests();
    await stopRedis();
    delete process.env.REDIS_URL;
  });
  beforeEach(() => {
    process.env.REDIS_URL = url;
    forgetRevocationsForTests();
  });

  it('one refresh per token across callers: the others get the published token, a stale caller too', async () => {
    let calls = 0;
    const run = async (): Promise<RefreshedToken> => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { accessToken: `new-${calls}`, tokenType: 'Bearer', expiresIn: 3600 };
    };
    const identity = { sid: `sid-${Math.random()}`, accessToken: 'old' };
    // Each call stands for an instance: nothing is shared in-process at this level.
    const tokens = await Promise.all(Array.from({ length: 5 }, () => sharedRefresh(identity, run)));
    expect(calls).toBe(1);
    expect(new Set(tokens.map((t) => t?.accessToken))).toEqual(new Set(['new-1']));
    // A stale copy of the cookie arriving later gets the same token, with no second refresh.
    expect((await sharedRefresh(identity, run))?.accessToken).toBe('new-1');
    expect(calls).toBe(1);
  });

  it('a refused refresh is published too: the waiting callers end the session without refreshing again', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return null;
    };
    const identity = { sid: `sid-${Math.random()}`, accessToken: 'revoked' };
    expect(await Promise.all([sharedRefresh(identity, run), sharedRefresh(identity, run)])).toEqual([null, null]);
    expect(calls).toBe(1);
  });

  it('throttle counters live in Redis: another instance sees them', async () => {
    const one = new RedisThrottleStore(new MemoryThrottleStore());
    const other = new RedisThrottleStore(new MemoryThrottleStore());
    const key = `test:${Math.random()}`;
    expect((await one.increment(key, 60_000)).count).toBe(1);
    const second = await other.increment(key, 1);
    // The first increment's TTL is kept.
    expect(second.count).toBe(2);
    expect(second.expiresAt).toBeGreaterThan(Date.now() + 50_000);
    expect((await other.get(key))?.count).toBe(2);
    await one.delete(key);
    expect(await other.get(key)).toBeNull();
  });

  it('revocations are seen by another instance', async () => {
    const session = { sid: `sid-${Math.random()}`, uid: `uid-${Math.random()}`, issuedAt: Date.now() - 10, expiresAt: Date.now() + 60_000 };
    await revokeSession(session);
    forgetRevocationsForTests();
    expect(await isRevoked(session)).toBe(true);

    const older = { sid: `sid-${Math.random()}`, uid: `uid-${Math.random()}`, issuedAt: Date.now() - 10, expiresAt: Date.now() + 60_000 };
    const sibling = { ...older, sid: `sid-${Math.random()}` };
    await revokeUser(older);
    forgetRevocationsForTests();
    expect(await isRevoked(sibling)).toBe(true);
    expect(await isRevoked({ ...sibling, issuedAt: Date.now() + 1000 })).toBe(false);
  });

  it('Redis down: everything falls back to the process (logged), nothing is refused for it', async () => {
    allowConsole(/redis_down/);
    const session = { sid: `sid-${Math.random()}`, expiresAt: Date.now() + 60_000 };
    await stopRedis();
    expect(await isRevoked(session)).toBe(false);
    await revokeSession(session);
    expect(await isRevoked(session)).toBe(true);
    let calls = 0;
    const token = await sharedRefresh({ sid: 'down', accessToken: 'old' }, async () => {
      calls += 1;
      return { accessToken: 'alone', tokenType: 'Bearer', expiresIn: 1 };
    });
    expect(token?.accessToken).toBe('alone');
    expect(calls).toBe(1);
    const store = new RedisThrottleStore(new MemoryThrottleStore());
    expect((await store.increment('down', 1000)).count).toBe(1);
    expect(await pingRedis()).toBe(false);
    // Back up: used again.
    await startRedis(port);
    expect(await pingRedis()).toBe(true);
  });

  /** Polls Redis itself (not through the code under test) until `key` is there. */
  async function waitForKey(key: string): Promise<boolean> {
    const raw = new Redis(url, { lazyConnect: true });
    try {
      await raw.connect();
      // Within the test's 30 s: a write that never comes fails the assertion, not the timeout.
      for (let i = 0; i < 300; i += 1) {
        if ((await raw.exists(key)) === 1) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    } finally {
      raw.disconnect();
    }
  }

  it('revocations made while Redis was stopped are written when it is back: another instance sees them', async () => {
    allowConsole(/redis_down/);
    const session = { sid: `sid-${Math.random()}`, expiresAt: Date.now() + 60_000 };
    const everywhere = { sid: `sid-${Math.random()}`, uid: `uid-${Math.random()}`, issuedAt: Date.now() - 10, expiresAt: Date.now() + 60_000 };
    const sibling = { ...everywhere, sid: `sid-${Math.random()}` };
    await stopRedis();
    await revokeSession(session);
    await revokeUser(everywhere);
    // The restarted server keeps nothing (no persistence): whatever it holds later was written after.
    await startRedis(port);
    expect(await waitForKey(`bo:revoked:user:${everywhere.uid}`)).toBe(true);
    expect(await waitForKey(`bo:revoked:sid:${session.sid}`)).toBe(true);
    // Another instance: nothing in its memory, only what Redis holds.
    forgetRevocationsForTests();
    expect(await isRevoked(session)).toBe(true);
    expect(await isRevoked(sibling)).toBe(true);
    expect(await isRevoked({ ...sibling, issuedAt: Date.now() + 1000 })).toBe(false);
  }, 30_000);

  it('the outbox is bounded: past its limit the oldest revocations are dropped, the rest written', async () => {
    allowConsole(/redis_down|revocation_outbox_full/);
    const prefix = `sid-${Math.random()}-`;
    await stopRedis();
    for (let i = 0; i < REVOCATION_OUTBOX_LIMIT + 3; i += 1) await revokeSession({ sid: `${prefix}${i}`, expiresAt: Date.now() + 60_000 });
    await startRedis(port);
    expect(await waitForKey(`bo:revoked:sid:${prefix}${REVOCATION_OUTBOX_LIMIT + 2}`)).toBe(true);
    const raw = new Redis(url);
    try {
      expect(await raw.exists(`bo:revoked:sid:${prefix}0`, `bo:revoked:sid:${prefix}2`)).toBe(0);
      expect(await raw.exists(`bo:revoked:sid:${prefix}3`)).toBe(1);
      expect((await raw.keys(`bo:revoked:sid:${prefix}*`)).length).toBe(REVOCATION_OUTBOX_LIMIT);
    } finally {
      raw.disconnect();
    }
  }, 30_000);

  it('a user’s cut-off in Redis only moves forward (a late write, e.g. from an outbox, does not undo a later one)', async () => {
    const uid = `uid-${Math.random()}`;
    const raw = new Redis(url);
    try {
      const later = String(Date.now() + 60_000);
      await raw.set(`bo:revoked:user:${uid}`, later, 'PX', 120_000);
      await revokeUser({ sid: `sid-${Math.random()}`, uid, issuedAt: Date.now() - 10, expiresAt: Date.now() + 60_000 });
      expect(await raw.get(`bo:revoked:user:${uid}`)).toBe(later);
    } finally {
      raw.disconnect();
    }
  });

  it('throttle keys in Redis hold no e-mail, phone or address', async () => {
    setThrottleStore(new RedisThrottleStore(new MemoryThrottleStore()));
    const raw = new Redis(url);
    try {
      await raw.flushall();
      await consume('login-account', 'chief:anna@utro.ru');
      await consume('login-ip', '203.0.113.7');
      await consume('signup-account', 'email:anna@utro.ru');
      await consume('code-phone', 'chief:9161234567');
      await countCodeAttempt('chief', '9161234567');
      const keys = await raw.keys('*');
      expect(keys.filter((key) => key.startsWith('bo:')).length).toBeGreaterThanOrEqual(5);
      for (const key of keys) expect(key).not.toMatch(/anna|utro|@|9161234567|203\.0\.113/);
    } finally {
      raw.disconnect();
      setThrottleStore(new MemoryThrottleStore());
    }
  });
});
