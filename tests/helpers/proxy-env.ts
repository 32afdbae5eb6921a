import { resetServerEnvForTests } from '@/lib/server/runtime/env';
import { forgetRefreshesForTests } from '@/lib/server/session/refresh';
import { forgetUnsealedForTests, sessionSetCookie, type SessionData } from '@/lib/server/session/cookie';
import { pendingSetCookie } from '@/lib/server/session/pending-sign-in';
import { processToken, RAW_HEADER } from '@/lib/server/security/request-info';
import { MemoryThrottleStore, setThrottleStore } from '@/lib/server/security/throttle';
import { forgetRevocationsForTests } from '@/lib/server/session/revocation';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-iron-session-0123456789';
export const APP = 'http://localhost:3000';

export function useUpstream(url: string, extra: Record<string, string> = {}) {
  process.env.API_BASE_URL = url;
  process.env.SESSION_SECRET = TEST_SECRET;
  delete process.env.API_REFRESH_URL;
  for (const name of ['TRUST_PROXY', 'THROTTLE_WINDOW_MS', 'THROTTLE_IP_LIMIT', 'UPSTREAM_DEADLINE_MS', 'SESSION_SECRET_PREVIOUS', 'REDIS_URL', 'LOG_FORMAT', 'LOG_PROXY', 'LIVE_STREAMS_PER_SESSION', 'LIVE_STREAMS_PER_TENANT', 'LIVE_SESSION_CHECK_MS']) {
    delete process.env[name];
  }
  Object.assign(process.env, extra);
  setThrottleStore(new MemoryThrottleStore());
  resetServerEnvForTests();
  forgetRefreshesForTests();
  forgetUnsealedForTests();
  forgetRevocationsForTests();
}

export function makeSession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    accessToken: 'token-old',
    tokenType: 'Bearer',
    expiresAt: Date.now() + 3_600_000,
    user: { name: 'Анна Смирнова', step: 'done' },
    isAdmin: false,
    ...overrides,
  };
}

/** The Cookie header a browser would send for this session. */
export async function cookieFor(session: SessionData): Promise<string> {
  const setCookie = await sessionSetCookie(session, { secure: false });
  return setCookie.split(';')[0] ?? '';
}

export function browserRequest(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set('host', 'localhost:3000');
  if (init.cookie) headers.set('cookie', init.cookie);
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && !headers.has('origin')) headers.set('origin', APP);
  return new Request(`${APP}${path}`, { ...init, headers, duplex: 'half' } as RequestInit);
}

/** The Cookie header of a browser whose password step succeeded for `phone`: the code step needs it. */
export async function pendingCookieFor(
  role: 'chief' | 'admin',
  phone: string,
  via: 'login' | 'registration' = 'login',
  secure = false,
): Promise<string> {
  return (await pendingSetCookie({ role, phone, via }, secure)).split(';')[0] ?? '';
}

/** What instrumentation.ts stamps on a request: the raw target and the peer address. */
export function rawStamp(target: string, peer = '203.0.113.7'): Record<string, string> {
  return { [RAW_HEADER]: `${processToken()} http ${peer} ${target}` };
}
