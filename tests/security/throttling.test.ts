/** @jest-environment node */
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { MemoryThrottleStore, checkLogin, consume, loginDelayMs, setThrottleStore, settleLogin } from '@/lib/server/security/throttle';
import { throttleRule } from '@/lib/security-config';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, pendingCookieFor, rawStamp, useUpstream } from '../helpers/proxy-env';

/**
 * The public auth calls are throttled per client address, per (account, address) pair and per
 * account; an account's failures from elsewhere slow its owner down but never lock them out.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
const RIGHT_CODE = '24680';

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    const body = req.body.length ? (JSON.parse(req.body.toString()) as Record<string, string>) : {};
    if (req.url.endsWith('/login')) {
      if (body.password === 'right-password') return sendJson(res, 200, { data: { message: 'Код подтверждения отправлен на номер 79161234567' } });
      return sendJson(res, 404, { error: 'Пользователь не найден', data: {} });
    }
    if (req.url.endsWith('/auth/complete')) {
      if (body.code === RIGHT_CODE) {
        return sendJson(res, 200, { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, user: { name: 'Анна', step: 'done' } } });
      }
      return sendJson(res, 422, { error: 'Неверный код', data: { code: ['Неверный код'] } });
    }
    sendJson(res, 200, { data: { message: 'Код отправлен' } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

const post = (path: string, body: unknown, { ip = '203.0.113.7', cookie }: { ip?: string; cookie?: string } = {}) =>
  handleProxy(
    browserRequest(path, {
      method: 'POST',
      body: JSON.stringify(body),
      cookie,
      headers: { 'content-type': 'application/json', ...rawStamp(path, ip) },
    }),
  );

const login = (password: string, ip?: string, email = 'anna@utro.ru') =>
  post('/dashboard/v1/chief/login', { email, password }, { ip });

describe('wrong passwords', () => {
  it('500 wrong passwords in a row from one address: 429 after 5, with Retry-After and a Russian message; the upstream sees 5', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 500; i += 1) {
      last = await login(`wrong-${i}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(404));
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(upstream.seen).toHaveLength(5);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await last!.json()) as { error: string; data: { retryAfter: number } };
    expect(body.error).toMatch(/^Слишком много попыток\. Повторите через \d+ (с|мин)$/);
    expect(body.data.retryAfter).toBe(Number(last!.headers.get('retry-after')));
  });

  it('500 parallel wrong passwords from one address: still at most 5 reach the upstream', async () => {
    const responses = await Promise.all(Array.from({ length: 500 }, (_, i) => login(`wrong-${i}`)));
    expect(responses.filter((r) => r.status === 429)).toHaveLength(495);
    expect(upstream.seen).toHaveLength(5);
  });

  it('the right password is refused too from the address that is blocked', async () => {
    for (let i = 0; i < 6; i += 1) await login(`wrong-${i}`);
    expect((await login('right-password')).status).toBe(429);
  });

  it('38 wrong passwords from one address: refused from the 6th on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 38; i += 1) statuses.push((await login(`wrong-${i}`, '198.51.100.38')).status);
    expect(statuses.indexOf(429)).toBe(5);
    expect(upstream.seen).toHaveLength(5);
  });

  it('the owner signs in from their address after 12 failures from another address and 5 from others', async () => {
    for (let i = 0; i < 12; i += 1) await login(`wrong-${i}`, '198.51.100.66');
    for (let i = 0; i < 5; i += 1) await login(`wrong-${i}`, `198.51.100.${100 + i}`);
    expect((await login('wrong', '198.51.100.66')).status).toBe(429);
    expect((await login('right-password', '203.0.113.50')).status).toBe(200);
  });

  it('an address with failures of its own is not refused for other addresses’ failures either, below the ceiling', async () => {
    for (let i = 0; i < 10; i += 1) await login(`wrong-${i}`, `198.51.100.${i}`);
    expect((await login('wrong', '198.51.100.200')).status).toBe(404);
    expect((await login('right-password', '198.51.100.200')).status).toBe(200);
  });

  it('spellings of one e-mail share one counter: "Anna@Utro.RU ", full-width and zero-width forms', async () => {
    const spellings = ['Anna@Utro.RU ', 'anna@utro.ru', ' ANNA@UTRO.RU', 'ａｎｎａ@ｕｔｒｏ.ｒｕ', 'an\u200bna@utro.ru', 'anna@utro.ru\u00ad'];
    const statuses: number[] = [];
    for (const email of spellings) statuses.push((await login('wrong', undefined, email)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('spreading over e-mails does not help: the address is counted (20 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await login('wrong', undefined, `user${i}@utro.ru`)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // Another address is not blocked.
    expect((await login('wrong', '198.51.100.9', 'other@utro.ru')).status).toBe(404);
  });

  it('a forged X-Forwarded-For does not move the caller to a fresh bucket (no TRUST_PROXY)', async () => {
    for (let i = 0; i < 20; i += 1) await login('wrong', undefined, `user${i}@utro.ru`);
    const forged = await handleProxy(
      browserRequest('/dashboard/v1/chief/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'x@utro.ru', password: 'p' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.55', ...rawStamp('/dashboard/v1/chief/login') },
      }),
    );
    expect(forged.status).toBe(429);
  });

  it.each(['1', '127.0.0.1,10.0.0.0/8'])(
    'with TRUST_PROXY=%s, a client reaching the instance directly cannot rotate X-Forwarded-For past the per-address limit',
    async (setting) => {
      useUpstream(upstream.url, { TRUST_PROXY: setting });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        const response = await handleProxy(
          browserRequest('/dashboard/v1/chief/login', {
            method: 'POST',
            body: JSON.stringify({ email: `user${i}@utro.ru`, password: 'wrong' }),
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}`, ...rawStamp('/dashboard/v1/chief/login', '203.0.113.7') },
          }),
        );
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    },
  );

  it('behind our proxy, each forwarded address has its own bucket', async () => {
    useUpstream(upstream.url, { TRUST_PROXY: '127.0.0.1' });
    const viaProxy = (email: string, client: string) =>
      handleProxy(
        browserRequest('/dashboard/v1/chief/login', {
          method: 'POST',
          body: JSON.stringify({ email, password: 'wrong' }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...rawStamp('/dashboard/v1/chief/login', '127.0.0.1') },
        }),
      );
    for (let i = 0; i < 20; i += 1) expect((await viaProxy(`user${i}@utro.ru`, '192.0.2.1')).status).toBe(404);
    expect((await viaProxy('late@utro.ru', '192.0.2.1')).status).toBe(429);
    expect((await viaProxy('other@utro.ru', '192.0.2.2')).status).toBe(404);
  });

  it('a completed password step clears the address’s failures for the account', async () => {
    for (let i = 0; i < 4; i += 1) await login(`wrong-${i}`);
    expect((await login('right-password')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(`wrong-again-${i}`)).status).toBe(404);
    expect((await login('wrong-again')).status).toBe(429);
  });

  it('no e-mail, phone or address is kept in a counter’s name', async () => {
    const keys: string[] = [];
    const memory = new MemoryThrottleStore();
    setThrottleStore({
      increment: (key, ttl) => (keys.push(key), memory.increment(key, ttl)),
      get: (key) => (keys.push(key), memory.get(key)),
      decrement: (key) => (keys.push(key), memory.decrement(key)),
      delete: (key) => (keys.push(key), memory.delete(key)),
    });
    await login('wrong');
    await login('right-password');
    const cookie = await pendingCookieFor('chief', '79161234567');
    await post('/dashboard/v1/chief/auth/complete', { phone: '9161234567', code: '11111' }, { cookie });
    await post('/dashboard/v1/chief/password-reset-link', { email: 'anna@utro.ru' });
    await post('/dashboard/v1/chief/registration', { phone: '+7 916 123-45-67', email: 'anna@utro.ru' });
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(key).not.toMatch(/anna|utro|@|1234567|203\.0\.113/);
  });
});

describe('the password step policy (checkLogin)', () => {
  const account = 'chief:anna@utro.ru';
  const now = 1_000_000_000;
  beforeEach(() => setThrottleStore(new MemoryThrottleStore(() => now)));
  const fail = async (ip: string) => {
    const result = await checkLogin(account, ip, now);
    if (result.ok) await settleLogin(account, ip, false, now);
    return result;
  };

  it('failures from everywhere only slow the answer: 200 ms a failure past 10, at most 5 s', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const result = await fail(`198.51.100.${i}`);
      expect(result.ok).toBe(true);
      if (result.ok) delays.push(result.delayMs);
    }
    expect(delays.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(delays.slice(10, 14)).toEqual([200, 400, 600, 800]);
    expect(Math.max(...delays)).toBe(5000);
    expect(loginDelayMs(35)).toBe(5000);
  });

  it('past 100 failures an address that failed twice is refused, a fresh one is only slowed, the owner’s one typo is forgiven', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect((await fail(`198.51.100.${i}`)).ok).toBe(true);
      expect((await fail(`198.51.100.${i}`)).ok).toBe(true);
    }
    expect((await fail('198.51.100.1')).ok).toBe(false);
    expect((await fail('192.0.2.1')).ok).toBe(true);
    const owner = await checkLogin(account, '203.0.113.50', now);
    expect(owner).toEqual({ ok: true, delayMs: 5000 });
    // Below the ceiling the same address would have had 5.
    expect((await checkLogin('chief:other@utro.ru', '198.51.100.1', now)).ok).toBe(true);
  });

  it('a success takes its own attempt back from the account: a sign-in is not a failure', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await checkLogin(account, '203.0.113.50', now + i)).toEqual({ ok: true, delayMs: 0 });
      await settleLogin(account, '203.0.113.50', true, now + i);
    }
    for (let i = 0; i < 10; i += 1) await fail(`198.51.100.${i}`);
    expect(await fail('198.51.100.200')).toEqual({ ok: true, delayMs: 200 });
  });
});

describe('wrong codes', () => {
  const complete = async (code: string, ip?: string) =>
    post('/dashboard/v1/chief/auth/complete', { phone: '9161234567', code }, { ip, cookie: await pendingCookieFor('chief', '79161234567') });

  it('the right code no longer works after 5 wrong ones for the issued code', async () => {
    for (let i = 0; i < 5; i += 1) expect((await complete(`1111${i}`)).status).toBe(422);
    const right = await complete(RIGHT_CODE);
    expect(right.status).toBe(429);
    expect(((await right.json()) as { error: string }).error).toBe('Слишком много неверных кодов. Запросите новый код');
    expect(upstream.seen.map((r) => JSON.parse(r.body.toString()).code)).not.toContain(RIGHT_CODE);
  });

  it('500 wrong codes: 5 reach the upstream, the rest are 429, and the right code after them is refused', async () => {
    const responses = await Promise.all(Array.from({ length: 500 }, (_, i) => complete(String(10000 + i))));
    expect(responses.filter((r) => r.status === 429).length).toBe(495);
    expect((await complete(RIGHT_CODE)).status).toBe(429);
    expect(upstream.seen).toHaveLength(5);
  });

  it('a new code (send-code) makes the right code work again, within the per-phone limit', async () => {
    for (let i = 0; i < 5; i += 1) await complete(`1111${i}`);
    const cookie = await pendingCookieFor('chief', '79161234567');
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, { cookie })).status).toBe(200);
    expect((await complete(RIGHT_CODE)).status).toBe(200);
  });

  it('at most 10 code calls per phone per window, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const cookie = await pendingCookieFor('chief', '79161234567');
      statuses.push((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, { cookie, ip: `198.51.100.${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  const spellings = ['916 1234567', '89161234567', '+7 (916) 123-45-67', '79161234567', '8 (916) 123 45 67'];

  it('"916 1234567", "89161234567" and "+7 (916) 123-45-67" share the per-phone counter', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const cookie = await pendingCookieFor('chief', '79161234567');
      const phone = spellings[i % 3];
      statuses.push((await post('/dashboard/v1/chief/send-code', { phone }, { cookie, ip: `198.51.100.${i}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('5 wrong codes burn the issued code whatever the spelling of the phone', async () => {
    const cookie = await pendingCookieFor('chief', '79161234567');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post('/dashboard/v1/chief/auth/complete', { phone: spellings[i], code: `1111${i}` }, { cookie })).status);
    }
    expect(statuses).toEqual(Array(5).fill(422));
    const right = await post('/dashboard/v1/chief/auth/complete', { phone: '9161234567', code: RIGHT_CODE }, { cookie });
    expect(right.status).toBe(429);
    expect(upstream.seen.map((r) => JSON.parse(r.body.toString()).code)).not.toContain(RIGHT_CODE);
  });
});

describe('the sliding window and its backoff (lib/server/security/throttle.ts)', () => {
  beforeEach(() => {
    process.env.THROTTLE_WINDOW_MS = '1000';
    setThrottleStore(new MemoryThrottleStore(() => clock));
  });
  afterEach(() => delete process.env.THROTTLE_WINDOW_MS);
  let clock = 0;

  it('opens again after the block, and blocks twice as long on the next overrun', async () => {
    clock = 10_000;
    const rule = throttleRule('code-phone');
    expect(rule.windowMs).toBe(1000);
    for (let i = 0; i < rule.limit; i += 1) expect((await consume('code-phone', 'k', clock)).ok).toBe(true);
    const first = await consume('code-phone', 'k', clock);
    expect(first).toEqual({ ok: false, retryAfterMs: 1000 });
    clock += 999;
    expect((await consume('code-phone', 'k', clock)).ok).toBe(false);
    // Two windows later the old attempts no longer count.
    clock += 2001;
    expect((await consume('code-phone', 'k', clock)).ok).toBe(true);
    for (let i = 0; i < rule.limit; i += 1) await consume('code-phone', 'k', clock);
    expect(await consume('code-phone', 'k', clock)).toEqual({ ok: false, retryAfterMs: 2000 });
  });

  it('counts the previous window in proportion to its overlap (no burst of 2× at a window edge)', async () => {
    clock = 20_900; // 90 % into a window
    for (let i = 0; i < 10; i += 1) await consume('code-phone', 'edge', clock);
    clock = 21_100; // 10 % into the next: 90 % of the previous 10 still count
    const results: boolean[] = [];
    for (let i = 0; i < 3; i += 1) results.push((await consume('code-phone', 'edge', clock)).ok);
    expect(results).toEqual([true, false, false]);
  });
});
