/** @jest-environment node */
import { readServerEnv, resetServerEnvForTests } from '@/lib/server/runtime/env';
import { safeNextPath } from '@/lib/server/session/safe-redirect';
import { expiresInOf, forgetUnsealedForTests, readCookie, sealSession, sessionLifetimeMs, unsealSession } from '@/lib/server/session/cookie';
import { makeSession, TEST_SECRET } from '../helpers/proxy-env';

describe('readServerEnv', () => {
  const base = { API_BASE_URL: 'http://127.0.0.1:4010/', SESSION_SECRET: TEST_SECRET };

  it('accepts a complete configuration and defaults the refresh host to the base', () => {
    const env = readServerEnv(base);
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:4010');
    expect(env.apiRefreshUrl).toBe('http://127.0.0.1:4010');
  });

  it.each([
    ['missing secret', { API_BASE_URL: base.API_BASE_URL }, /SESSION_SECRET must be set to at least 32/],
    ['short secret', { ...base, SESSION_SECRET: 'short' }, /SESSION_SECRET must be set to at least 32/],
    ['missing base URL', { SESSION_SECRET: TEST_SECRET }, /API_BASE_URL is not set/],
    ['bad base URL', { ...base, API_BASE_URL: 'ftp://x' }, /API_BASE_URL is not a valid/],
  ])('refuses a %s with a clear message', (_, source, message) => {
    expect(() => readServerEnv(source)).toThrow(message);
  });
});

describe('session seal', () => {
  beforeEach(() => {
    process.env.SESSION_SECRET = TEST_SECRET;
    process.env.API_BASE_URL = 'http://127.0.0.1:4010';
    delete process.env.SESSION_SECRET_PREVIOUS;
    resetServerEnvForTests();
  });

  it('round-trips and stays far below the 4096-byte cookie limit', async () => {
    const session = makeSession({ accessToken: 'a'.repeat(600), user: { name: 'Константин Константинопольский', step: 'done' } });
    const sealed = await sealSession(session);
    expect(sealed.length).toBeLessThan(2000);
    expect(await unsealSession(sealed)).toEqual(session);
  });

  it('refuses a tampered, foreign or expired seal', async () => {
    const sealed = await sealSession(makeSession());
    expect(await unsealSession(sealed.slice(0, -4) + 'AAAA')).toBeNull();
    expect(await unsealSession(await sealSession(makeSession({ expiresAt: Date.now() - 1 })))).toBeNull();
    process.env.SESSION_SECRET = 'another-secret-that-is-long-enough-0123456789';
    resetServerEnvForTests();
    forgetUnsealedForTests();
    expect(await unsealSession(sealed)).toBeNull();
  });

  it('still opens seals of the previous secret after a rotation', async () => {
    const sealed = await sealSession(makeSession());
    process.env.SESSION_SECRET_PREVIOUS = TEST_SECRET;
    process.env.SESSION_SECRET = 'another-secret-that-is-long-enough-0123456789';
    resetServerEnvForTests();
    forgetUnsealedForTests();
    expect((await unsealSession(sealed))?.accessToken).toBe('token-old');
  });

  it('serves a repeated cookie from the cache but still honours its expiry', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const session = makeSession({ expiresAt: now + 200 });
      const sealed = await sealSession(session);
      expect(await unsealSession(sealed)).toEqual(session);
      const copy = await unsealSession(sealed);
      copy!.user.name = 'changed';
      expect((await unsealSession(sealed))?.user.name).toBe(session.user.name);
      clock.mockReturnValue(now + 250);
      expect(await unsealSession(sealed)).toBeNull();
    } finally {
      clock.mockRestore();
    }
  });

  it('uses the §9 lifetime', () => expect(sessionLifetimeMs(2)).toBe(2 * 24 * 7 * 1000));

  it('reads one cookie out of a header', () => {
    expect(readCookie('a=1; bo_session=xyz; b=2')).toBe('xyz');
    expect(readCookie(null)).toBeUndefined();
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/orders?page=2', '/orders?page=2'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (value, expected) => expect(safeNextPath(value, '/')).toBe(expected));
});

describe('expiresInOf: the token lifetime as an upstream may send it', () => {
  it.each([
    [3600, 3600],
    ['3600', 3600],
    [' 60 ', 60],
    [0, null],
    ['', null],
    ['час', null],
    [null, null],
    [true, null],
  ])('%p → %p', (sent, read) => {
    expect(expiresInOf(sent)).toBe(read);
  });
});
