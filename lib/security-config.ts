/**
 * Every security limit of the BFF in one place, each with the reason for its value, so a limit is reviewed where it is set.
 * Tests and the e2e server shorten windows through the environment variables read here; they
 * never switch a protection off.
 *
 *   THROTTLE_WINDOW_MS   replaces every throttle window (the e2e server uses a few seconds)
 *   THROTTLE_IP_LIMIT    replaces every per-IP limit (the e2e suite signs in from one address)
 *   TRUST_PROXY          addresses/CIDRs of our reverse proxies (or a count of proxies on this
 *                        machine); X-Forwarded-For/-Proto/-Host are believed only from them
 *   LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_TENANT
 *                        replace the live-stream caps (the tests use small ones)
 *   LIVE_SESSION_CHECK_MS
 *                        replaces how often open live streams recheck their session
 */

const MINUTE = 60_000;

export type ThrottleRuleName =
  | 'login-ip'
  | 'login-pair'
  | 'login-account'
  | 'code-ip'
  | 'code-phone'
  | 'signup-ip'
  | 'signup-account';

export interface ThrottleRule {
  name: ThrottleRuleName;
  /** Attempts allowed within any window of `windowMs` (sliding). */
  limit: number;
  windowMs: number;
  /** Whether the key is the client address (THROTTLE_IP_LIMIT applies) or an account. */
  perIp: boolean;
  /** The block after an overrun doubles each time, up to this. */
  maxBlockMs: number;
  reason: string;
}

const RULES: Record<ThrottleRuleName, Omit<ThrottleRule, 'name' | 'maxBlockMs'>> = {
  'login-ip': {
    limit: 20,
    windowMs: MINUTE,
    perIp: true,
    reason: 'A person retypes a password a few times a minute; 20 leaves room for an office behind one NAT and stops a spray (500 guesses in 2 s).',
  },
  'login-pair': {
    limit: 5,
    windowMs: 15 * MINUTE,
    perIp: false,
    reason:
      'One e-mail from one address: the owner mistypes a password once or twice, a guesser needs thousands. Blocking the pair (not the account) stops the guesser without locking the owner out from their own address; a completed sign-in clears it.',
  },
  'login-account': {
    limit: 100,
    windowMs: 15 * MINUTE,
    perIp: false,
    reason:
      'Failures for one e-mail from all addresses together. Never a refusal on its own (that would let anybody lock the owner out): past LOGIN_SLOW_AFTER failures every answer is delayed, and past this ceiling an address that already failed for the account gets LOGIN_PAIR_LIMIT_UNDER_ATTACK tries instead of 5. One address (5 a pair) cannot reach it; a spread attack reaches it in 20 addresses.',
  },
  'code-ip': {
    limit: 30,
    windowMs: MINUTE,
    perIp: true,
    reason: 'send-code and auth/complete together: a person needs a handful (resend every 59 s, a typo or two).',
  },
  'code-phone': {
    limit: 10,
    windowMs: 15 * MINUTE,
    perIp: false,
    reason: 'A 5-digit code has 100 000 values: 10 tries per phone per 15 min keeps a guess under 1 in 10 000 a quarter hour, and caps the SMS we make the upstream send.',
  },
  'signup-ip': {
    limit: 10,
    windowMs: 15 * MINUTE,
    perIp: true,
    reason: 'registration, change-phone and password reset each send an SMS or e-mail: nobody needs more than a few.',
  },
  'signup-account': {
    limit: 5,
    windowMs: 15 * MINUTE,
    perIp: false,
    reason: 'Per e-mail or phone: stops mail/SMS bombing one person from many addresses.',
  },
};

/**
 * Progressive delay of the password step while an e-mail collects failures from anywhere: the
 * first LOGIN_SLOW_AFTER failures in the window cost nothing (a person forgetting a password),
 * each further one adds LOGIN_DELAY_STEP_MS to every answer for that e-mail, up to
 * LOGIN_MAX_DELAY_MS. The owner is only slowed, never refused, by other addresses' failures;
 * 5 s keeps a sign-in bearable during an attack, and a guesser waiting on each answer loses
 * most of a sequential run.
 */
export const LOGIN_SLOW_AFTER = 10;
export const LOGIN_DELAY_STEP_MS = 200;
export const LOGIN_MAX_DELAY_MS = 5_000;

/**
 * Past the login-account ceiling, an address that already failed this many times for the e-mail
 * is refused (with the pair's backoff): each address of a spread attack gets 2 guesses, the
 * owner still one typo.
 */
export const LOGIN_PAIR_LIMIT_UNDER_ATTACK = 2;

/** Wrong codes accepted for one issued code; after that it is burnt until a new one is sent. */
export const WRONG_CODES_PER_ISSUED_CODE = 5;
// Reason: 5 guesses of 100 000 values; a person mistypes once or twice.

/** How long a successful password step lets this browser ask for and enter a code (§4: resend 59 s). */
export const PENDING_SIGN_IN_MS = 10 * MINUTE;

/**
 * The session cookie never outlives this, whatever §9's storage lifetime says: a stolen cookie
 * stays useful at most a week, and the token refresh renews it while the user is active.
 */
export const SESSION_COOKIE_MAX_MS = 7 * 24 * 60 * MINUTE;

/** Section HTML the server accepts and the sanitiser reads; a long page of rich text is ~50 KB. */
export const MAX_SECTION_HTML_BYTES = 256 * 1024;

/**
 * DOMPurify needs a DOM; on the server that is jsdom, whose parser is quadratic in nesting depth
 * and slow per element (measured here: 4 000 elements ≈ 0.5–0.9 s, 70 000 nested ≈ 54 s). A linear
 * pre-pass shows a section over these bounds as plain text instead: a real section has a few
 * hundred tags and a nesting depth under 10.
 */
export const MAX_SECTION_TAGS = 2000;
export const MAX_SECTION_DEPTH = 64;

/**
 * Live event streams (`/dashboard/own/events`) open at once, counted across every instance (in
 * Redis with REDIS_URL, else per process). A browser tab holds one stream, and all tabs of one
 * browser share one session: 5 covers a person working in several tabs, and over HTTP/1.1 a
 * browser keeps at most 6 connections to a host, so a 6th stream would stall that browser's own
 * calls anyway. A company's colleagues share the second cap: 40 is a team with a few tabs each,
 * and bounds what one company (an attacker signing in again and again) can take of an instance
 * (~0.2 MB a stream: 500 streams took 105 MB). Past either cap the stream is refused with 429
 * (lib/server/live/stream.ts) and the tab polls instead (lib/live/live-client.ts).
 */
export function liveStreamLimits(): { perSession: number; perTenant: number } {
  return {
    perSession: Math.floor(positive('LIVE_STREAMS_PER_SESSION', 5)),
    perTenant: Math.floor(positive('LIVE_STREAMS_PER_TENANT', 40)),
  };
}

/** Retry-After of a refused stream: about how long a person keeps a tab they no longer look at open. */
export const LIVE_STREAM_RETRY_AFTER_S = 30;

/**
 * Every open stream's session is checked again this often (ended on another instance while its
 * pub/sub message was lost, or simply expired): a revoked session's stream ends within this at
 * worst. One Redis MGET per instance per check, whatever the number of streams.
 */
export function liveSessionCheckMs(): number {
  return Math.max(100, positive('LIVE_SESSION_CHECK_MS', 5_000));
}

/** JSON the BFF parses (camelCase, token stripping) is held in memory: a 100 MB list cost 3.7 GB. */
export const MAX_UPSTREAM_JSON_BYTES = 20 * 1024 * 1024;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function throttleRule(name: ThrottleRuleName): ThrottleRule {
  const base = RULES[name];
  const windowMs = positive('THROTTLE_WINDOW_MS', base.windowMs);
  const limit = base.perIp ? positive('THROTTLE_IP_LIMIT', base.limit) : base.limit;
  // Backoff doubles the block on each overrun; 16 windows (4 h for 15 min) is enough to make a slow run useless.
  return { name, ...base, windowMs, limit, maxBlockMs: 16 * windowMs };
}

/**
 * A whole upstream call (headers and body) must finish in this; UPSTREAM_TIMEOUT_MS bounds each
 * idle gap, this bounds a body trickled a byte at a time. Streamed media are exempt once their
 * headers arrived.
 */
export function upstreamDeadlineMs(): number {
  return positive('UPSTREAM_DEADLINE_MS', 30_000);
}

/**
 * TRUST_PROXY as written: the proxies whose X-Forwarded-For/-Proto/-Host are believed, by address
 * or CIDR range (`127.0.0.1,10.0.0.0/8`), or a count of proxies on this machine. Parsed and
 * matched against the socket's peer in lib/server/security/trusted-proxies.ts (this file is read by browser code
 * too, which has no node:net); empty = believe nobody.
 */
export function trustProxySetting(): string {
  return (process.env.TRUST_PROXY ?? '').trim();
}

/**
 * Several instances sharing state through REDIS_URL. A Redis command slower than this counts as Redis
 * being down: the call falls back to per-process behaviour rather than waiting.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Revocations recorded while Redis was down, kept to be written to Redis when it answers again.
 * Each is one key (a user's repeated sign-outs everywhere take one); 10 000 is far more than
 * the sign-outs of an outage and a few MB at most. Past it the oldest is dropped: the instance
 * that recorded it still refuses it itself.
 */
export const REVOCATION_OUTBOX_LIMIT = 10_000;

/**
 * The cross-instance refresh lock: the holder refreshes, the others wait for its outcome. Longer
 * than a normal refresh call, short enough that a crashed holder delays the others this long at most.
 */
export const REFRESH_LOCK_MS = 10_000;

/**
 * A refresh's outcome (the new token, sealed with the session secret) is kept this long, so a
 * request that left with the old token, or a stale copy of the cookie, gets the new token
 * instead of refreshing again (the upstream revokes the old token on refresh).
 */
export const REFRESH_OUTCOME_MS = 60_000;
