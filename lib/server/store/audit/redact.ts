/**
 * The rule that keeps secrets and personal data out of the audit trail. The trail records the
 * fields a change sent; before they are stored every value goes through this rule, by its key
 * (compared without case, `_` or `-`) and, for e-mails and card numbers, by its shape as well:
 *
 * | what | keys (contain / end with) | stored as |
 * |---|---|---|
 * | secrets | contain password, passwd, token, secret, authorization, cookie, cvv, cvc; end with code or key | «[скрыто]» |
 * | birthday, passport | contain birth, passport | «[скрыто]» |
 * | phone | contain phone | the last 2 digits: «***45» |
 * | e-mail | contain email, or any value shaped like one | first letter and domain: «i***@example.ru» |
 * | card number | contain card and hold 12–19 digits, or any 13–19-digit value passing Luhn | the last 4: «**** 4242» |
 *
 * Besides: a string is cut at 300 characters, nesting at 6 levels, an array at 50 items, so one
 * large body (a news text) cannot swell the trail.
 */

export const HIDDEN = '[скрыто]';

const SECRET_PARTS = ['password', 'passwd', 'token', 'secret', 'authorization', 'cookie', 'cvv', 'cvc', 'birth', 'passport'];
const SECRET_ENDINGS = ['code', 'key'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_STRING = 300;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

const normalise = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

export function isSecretKey(key: string): boolean {
  const k = normalise(key);
  return SECRET_PARTS.some((part) => k.includes(part)) || SECRET_ENDINGS.some((end) => k.endsWith(end));
}

export function maskPhone(value: unknown): string {
  const digits = String(value).replace(/\D/g, '');
  return digits.length === 0 ? '' : `***${digits.slice(-2)}`;
}

export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${value[0]}***${value.slice(at)}`;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function cardDigits(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  if (!/^[\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 12 && digits.length <= 19 ? digits : null;
}

const maskCard = (digits: string) => `**** ${digits.slice(-4)}`;

function redactValue(key: string | null, value: unknown, depth: number): unknown {
  const k = key === null ? '' : normalise(key);
  if (key !== null && isSecretKey(key)) return value === null || value === '' ? value : HIDDEN;
  if (k.includes('phone') && value !== null && value !== '' && typeof value !== 'object') return maskPhone(value);
  if (k.includes('card')) {
    const digits = cardDigits(value);
    if (digits) return maskCard(digits);
  }
  if (typeof value === 'string') {
    if (EMAIL.test(value.trim()) || (k.includes('email') && value.includes('@'))) return maskEmail(value.trim());
    const digits = cardDigits(value);
    if (digits && digits.length >= 13 && luhn(digits)) return maskCard(digits);
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactValue(key, item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ещё ${value.length - MAX_ITEMS}`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) out[name] = redactValue(name, inner, depth + 1);
  return out;
}

/** The fields as they may be stored: secrets hidden, personal data shortened, size bounded. */
export function redactFields(fields: unknown): unknown {
  return redactValue(null, fields, 0);
}
