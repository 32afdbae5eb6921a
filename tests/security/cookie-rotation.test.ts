/** @jest-environment node */
import { forgetUnsealedForTests, sealSession, sessionLifetimeMs, sessionSetCookie, unsealSession } from '@/lib/server/session/cookie';
import { resetServerEnvForTests } from '@/lib/server/runtime/env';
import { SESSION_COOKIE_MAX_MS } from '@/lib/security-config';
import { makeSession, useUpstream } from '../helpers/proxy-env';

/** Seal ids that survive a rotation, and a bounded lifetime. */

const A = 'first-secret-that-is-long-enough-for-iron-session-0001';
const B = 'second-secret-that-is-long-enough-for-iron-session-0002';

function useSecrets(current: string, previous?: string) {
  useUpstream('http://127.0.0.1:1', { SESSION_SECRET: current, ...(previous ? { SESSION_SECRET_PREVIOUS: previous } : {}) });
  resetServerEnvForTests();
  forgetUnsealedForTests();
}

it('a cookie sealed during a rotation still opens once the previous secret is removed', async () => {
  useSecrets(B, A);
  const sealed = await sealSession(makeSession());
  useSecrets(B);
  expect((await unsealSession(sealed))?.accessToken).toBe('token-old');
});

it('a cookie sealed before a rotation opens during it and not after', async () => {
  useSecrets(A);
  const sealed = await sealSession(makeSession());
  useSecrets(B, A);
  expect((await unsealSession(sealed))?.accessToken).toBe('token-old');
  useSecrets(B);
  expect(await unsealSession(sealed)).toBeNull();
});

it('the lifetime follows §9 but never exceeds 7 days', async () => {
  expect(sessionLifetimeMs(60)).toBe(60 * 24 * 7 * 1000);
  expect(sessionLifetimeMs(10 ** 9)).toBe(SESSION_COOKIE_MAX_MS);
  useSecrets(A);
  const cookie = await sessionSetCookie(makeSession({ expiresAt: Date.now() + 3_600_000 }), { secure: true });
  expect(cookie).toMatch(/^__Host-bo_session=/);
  expect(cookie).toMatch(/Max-Age=(3599|3600);/);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).not.toMatch(/Domain=/i);
});
