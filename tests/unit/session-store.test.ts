/**
 * @jest-environment node
 *
 * «Активные сеансы» in the BFF's store, on both engines: a sign-in is recorded, use moves the
 * last-seen time (and fills in the company) without reviving an ended session, a user sees only
 * their own open, unexpired sessions, and ending one or all others leaves the rest.
 */
import {
  ENDED_SESSION_KEPT_MS,
  listOpenSessions,
  recordEnded,
  recordSeen,
  recordSignIn,
  recordUserEnded,
  type SessionRecord,
} from '@/lib/server/store/sessions/queries';
import { describeEachEngine } from '../helpers/store-engines';

jest.mock('server-only', () => ({}));

const T0 = Date.parse('2026-11-25T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const NOW = at(30);

let counter = 0;
function signIn(overrides: Partial<SessionRecord> = {}): SessionRecord {
  counter += 1;
  return {
    sid: `sid-${counter}`,
    userKey: 'anna',
    role: 'chief',
    tenant: null,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    address: '203.0.113.7',
    signedInAt: at(0),
    lastSeenAt: at(0),
    expiresAt: at(60 * 24),
    ...overrides,
  };
}

describeEachEngine((engine) => {
  // Each test has a user of its own.
  let user = '';
  beforeEach(() => {
    user = `user-${++counter}`;
  });

  it('lists a user’s open sessions, most recently used first, and nobody else’s', async () => {
    const laptop = signIn({ userKey: user, lastSeenAt: at(5) });
    const phone = signIn({ userKey: user, lastSeenAt: at(20), userAgent: 'iPhone', address: '198.51.100.2' });
    await recordSignIn(engine.store, laptop);
    await recordSignIn(engine.store, phone);
    await recordSignIn(engine.store, signIn({ userKey: `${user}-other` }));
    const open = await listOpenSessions(engine.store, user, NOW);
    expect(open).toEqual([
      { sid: phone.sid, userAgent: 'iPhone', address: '198.51.100.2', signedInAt: at(0), lastSeenAt: at(20), expiresAt: phone.expiresAt },
      expect.objectContaining({ sid: laptop.sid, address: '203.0.113.7', lastSeenAt: at(5) }),
    ]);
  });

  it('leaves out ended and expired sessions', async () => {
    const ended = signIn({ userKey: user });
    const expired = signIn({ userKey: user, expiresAt: at(29) });
    const open = signIn({ userKey: user });
    for (const record of [ended, expired, open]) await recordSignIn(engine.store, record);
    await recordEnded(engine.store, ended.sid, at(10));
    expect((await listOpenSessions(engine.store, user, NOW)).map((row) => row.sid)).toEqual([open.sid]);
  });

  it('use moves the last-seen time, address and expiry forward and fills in the company once known', async () => {
    const record = signIn({ userKey: user });
    await recordSignIn(engine.store, record);
    await recordSeen(engine.store, { ...record, lastSeenAt: at(12), address: '192.0.2.1', expiresAt: at(60 * 48), tenant: 'company:7' });
    // A later touch that does not know the company keeps the one already there.
    await recordSeen(engine.store, { ...record, lastSeenAt: at(14), tenant: null });
    const [row] = await listOpenSessions(engine.store, user, NOW);
    expect(row).toMatchObject({ lastSeenAt: at(14), signedInAt: at(0), address: '203.0.113.7' });
    const stored = await engine.store.selectFrom('user_sessions').select(['tenant', 'expires_at']).where('sid', '=', record.sid).executeTakeFirstOrThrow();
    expect(stored).toEqual({ tenant: 'company:7', expires_at: record.expiresAt });
  });

  it('use adds a session it does not know, but never revives an ended one', async () => {
    const unknown = signIn({ userKey: user, lastSeenAt: at(3) });
    await recordSeen(engine.store, unknown);
    const ended = signIn({ userKey: user });
    await recordSignIn(engine.store, ended);
    await recordEnded(engine.store, ended.sid, at(5));
    await recordSeen(engine.store, { ...ended, lastSeenAt: at(6) });
    expect((await listOpenSessions(engine.store, user, NOW)).map((row) => row.sid)).toEqual([unknown.sid]);
  });

  it('ends every open session of a user but the one kept, and only that user’s', async () => {
    const kept = signIn({ userKey: user });
    const a = signIn({ userKey: user });
    const b = signIn({ userKey: user });
    const stranger = signIn({ userKey: `${user}-x` });
    for (const record of [kept, a, b, stranger]) await recordSignIn(engine.store, record);
    expect((await recordUserEnded(engine.store, user, at(10), kept.sid)).sort()).toEqual([a.sid, b.sid].sort());
    expect((await listOpenSessions(engine.store, user, NOW)).map((row) => row.sid)).toEqual([kept.sid]);
    expect(await listOpenSessions(engine.store, `${user}-x`, NOW)).toHaveLength(1);
    // Without a kept one (sign out everywhere) the last goes too.
    expect(await recordUserEnded(engine.store, user, at(11))).toEqual([kept.sid]);
    expect(await listOpenSessions(engine.store, user, NOW)).toEqual([]);
  });

  it('a sign-in removes the user’s rows that ended long ago, not recent ones', async () => {
    const longAgo = new Date(T0 - ENDED_SESSION_KEPT_MS - 60_000).toISOString();
    const old = signIn({ userKey: user, signedInAt: longAgo, lastSeenAt: longAgo, expiresAt: at(60) });
    const recent = signIn({ userKey: user });
    await recordSignIn(engine.store, old);
    await recordSignIn(engine.store, recent);
    await recordEnded(engine.store, old.sid, longAgo);
    await recordEnded(engine.store, recent.sid, at(1));
    await recordSignIn(engine.store, signIn({ userKey: user }));
    const left = await engine.store.selectFrom('user_sessions').select('sid').where('user_key', '=', user).execute();
    expect(left.map((row) => row.sid)).not.toContain(old.sid);
    expect(left.map((row) => row.sid)).toContain(recent.sid);
  });

  it('cuts a user agent of any length', async () => {
    const record = signIn({ userKey: user, userAgent: 'x'.repeat(5000) });
    await recordSignIn(engine.store, record);
    const [row] = await listOpenSessions(engine.store, user, NOW);
    expect(row!.userAgent).toHaveLength(512);
  });
});
