import 'server-only';
import { emailKey, phoneKey } from './account-keys';
import { extractPhone } from '../../format/phone';
import { clearPendingCookie, pendingSetCookie, readPendingSignIn, samePhone, type PendingSignIn } from '../session/pending-sign-in';
import type { Role } from '../proxy/rules';
import { WRONG_CODES_PER_ISSUED_CODE, type ThrottleRuleName } from '../../security-config';
import { metrics } from '../runtime/metrics';
import { checkLogin, consume, countCodeAttempt, forgive, resetCodeAttempts, settleLogin, waitText } from './throttle';

/**
 * The public auth calls (§7) pass here before and after the upstream, so passwords and codes cannot be guessed at speed:
 * throttling per client address and per account, and the pending sign-in that binds the code
 * step to this browser's password step.
 */

export const NEEDS_PASSWORD_STEP = 'Сначала введите e-mail и пароль';
export const CODE_BURNT = 'Слишком много неверных кодов. Запросите новый код';

export interface AuthCall {
  role: Role;
  /** The call after the role prefix, canonical ('auth/complete'). */
  tail: string;
  /** The canonical request the upstream receives: snake_case keys, each once. */
  body: Record<string, unknown> | null;
  request: Request;
  secure: boolean;
  ip: string;
}

export type Refusal = { status: 403 | 429; error: string; retryAfterSeconds?: number };

export interface Guarded {
  refusal?: Refusal;
  /** Set-Cookie values to add once the upstream answered. */
  after?: (ok: boolean, responseText: string) => Promise<string[]>;
  /** auth/complete: the pending sign-in's phone (named by the password step's upstream answer), the session's identity. */
  identity?: string;
}

/**
 * A phone or e-mail of the body: strings only. The upstream receives each number as the browser
 * wrote it, while JavaScript reads the nearest double (9007199254740993 as …992), so a number is
 * no phone here: the code step refuses it, the throttles count it under the empty key.
 */
const text = (body: Record<string, unknown> | null, key: string) => {
  const value = body?.[key];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

function tooMany(retryAfterMs: number): Refusal {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return { status: 429, error: `Слишком много попыток. Повторите через ${waitText(retryAfterMs)}`, retryAfterSeconds: seconds };
}

/** Counts the attempt against each rule in turn; the first one over its limit refuses. */
async function throttle(checks: [ThrottleRuleName, string][]): Promise<Refusal | null> {
  for (const [rule, key] of checks) {
    const result = await consume(rule, key);
    if (!result.ok) return tooMany(result.retryAfterMs);
  }
  return null;
}

function codeAllowed(pending: PendingSignIn | null, call: AuthCall, phone: string): boolean {
  return !!pending && pending.role === call.role && !!phone && samePhone(phone, pending.phone);
}

export async function guardAuthCall(call: AuthCall): Promise<Guarded> {
  const { role, tail, body, ip } = call;
  const phone = text(body, 'phone');
  // The account the phone names, however it was written: every per-phone rule counts by it.
  const phoneId = phoneKey(phone);
  const email = text(body, 'email');
  const pending = await readPendingSignIn(call.request, call.secure);
  const refuse = (refusal: Refusal | null): Guarded | null => (refusal ? { refusal } : null);
  const startPending = async (sentTo: string | null, via: PendingSignIn['via']) => {
    if (!sentTo) return [];
    await resetCodeAttempts(role, phoneKey(sentTo));
    return [await pendingSetCookie({ role, phone: sentTo, via }, call.secure)];
  };

  switch (tail) {
    case 'login': {
      const account = `${role}:${emailKey(email)}`;
      const check = await checkLogin(account, ip);
      if (!check.ok) return { refusal: tooMany(check.retryAfterMs) };
      // Other addresses' failures slow this answer down, they never refuse it.
      if (check.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, check.delayMs));
      return {
        after: async (ok, responseText) => {
          await settleLogin(account, ip, ok);
          if (!ok) return [];
          return startPending(extractPhone(responseText), 'login');
        },
      };
    }
    case 'send-code':
    case 'auth/complete': {
      const byIp = await throttle([['code-ip', ip]]);
      if (byIp) return { refusal: byIp };
      if (!codeAllowed(pending, call, phone)) return { refusal: { status: 403, error: NEEDS_PASSWORD_STEP } };
      const key = `${role}:${phoneId}`;
      const byPhone = await throttle([['code-phone', key]]);
      if (byPhone) return { refusal: byPhone };
      if (tail === 'send-code') {
        return { after: async (ok) => (ok ? (await resetCodeAttempts(role, phoneId), []) : []) };
      }
      if ((await countCodeAttempt(role, phoneId)) > WRONG_CODES_PER_ISSUED_CODE) {
        metrics().throttleBlocks.inc({ rule: 'code-attempts' });
        return { refusal: { status: 429, error: CODE_BURNT } };
      }
      return {
        identity: pending?.phone,
        after: async (ok) => {
          if (!ok) return [];
          await Promise.all([forgive('code-phone', key), resetCodeAttempts(role, phoneId)]);
          return [clearPendingCookie(call.secure)];
        },
      };
    }
    case 'registration': {
      const refused = refuse(await throttle([['signup-ip', ip], ['signup-account', `phone:${phoneId}`]]));
      if (refused) return refused;
      return {
        after: async (ok, responseText) => (ok ? startPending(extractPhone(responseText) ?? phoneId, 'registration') : []),
      };
    }
    case 'registration/change-phone': {
      const byIp = await throttle([['signup-ip', ip]]);
      if (byIp) return { refusal: byIp };
      const oldPhone = text(body, 'old_phone');
      if (!pending || pending.via !== 'registration' || !samePhone(oldPhone, pending.phone)) {
        return { refusal: { status: 403, error: NEEDS_PASSWORD_STEP } };
      }
      const byPhone = await throttle([['signup-account', `phone:${phoneId}`]]);
      if (byPhone) return { refusal: byPhone };
      return {
        after: async (ok, responseText) => (ok ? startPending(extractPhone(responseText) ?? phoneId, 'registration') : []),
      };
    }
    case 'password-reset-link':
      return refuse(await throttle([['signup-ip', ip], ['signup-account', `email:${emailKey(email)}`]])) ?? {};
    case 'password-reset':
      return refuse(await throttle([['signup-ip', ip]])) ?? {};
    default:
      return {};
  }
}
