/**
 * The phone a login code was sent to: the first run of exactly 11 digits in the response
 * text (§3), e.g. 'Код подтверждения отправлен на номер 79161234567' → '79161234567'.
 * Longer digit runs (timestamps, ids) are skipped.
 */
export function extractPhone(responseBody: unknown): string | null {
  let text: string;
  if (typeof responseBody === 'string') text = responseBody;
  else {
    try {
      text = JSON.stringify(responseBody) ?? '';
    } catch {
      return null;
    }
  }
  return /(?<!\d)\d{11}(?!\d)/.exec(text)?.[0] ?? null;
}

/** §2: the first digit, then six asterisks ('79161234567' → '7******'). */
export function maskPhone(phone: string): string {
  const first = phone.replace(/\D/g, '').charAt(0);
  return `${first}******`;
}

/** §5: a masked phone sent without formatting ('+7 916 123-45-67' → '79161234567'). */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

/** §5: the code calls send the phone without the leading country digit ('79161234567' → '9161234567'). */
export function withoutCountryDigit(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** '79161234567' → '+7 916 123-45-67', the masked form of §5 (other input is returned as is). */
export function formatPhone(phone: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phoneDigits(phone));
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}

/**
 * Any way a Russian number is written — '8 903 552-39-34', '+7 (903) 552-39-34', '7903…',
 * '9035523934' — as the canonical 11 digits '79035523934'; null when it is not one. Forms and the
 * import both read phones through here, so a leading 8 is a trunk prefix everywhere.
 */
export function canonicalPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\u00a0()\-.]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '');
  if (compact.startsWith('+')) return /^7\d{10}$/.test(digits) ? digits : null;
  if (/^\d{10}$/.test(digits)) return `7${digits}`;
  if (/^[78]\d{10}$/.test(digits)) return `7${digits.slice(1)}`;
  return null;
}

/** Which numbers a phone field takes: any Russian number, or a mobile one (its code starts with 9). */
export type PhoneKind = 'any' | 'mobile';

/**
 * The ten national digits typed so far, from the text of a phone field as the browser hands it
 * over (the shown '+7 ' prefix included, or a pasted number in any spelling), at most ten.
 *
 * A leading 8 or 7 before ten more digits is a trunk or country prefix, and is dropped; so
 * '89035523934' typed or pasted ends as '9035523934', never as '8903552393'. A mobile number
 * cannot start with 7 or 8, so there the prefix is dropped as soon as it is typed.
 */
export function phoneFieldDigits(text: string, kind: PhoneKind = 'any'): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  let national = trimmed.startsWith('+7') ? digits.slice(1) : digits;
  if (national.length > 10 && /^[78]/.test(national)) national = national.slice(1);
  if (kind === 'mobile') national = national.replace(/^[78]/, '');
  return national.slice(0, 10);
}

/** National digits as a phone field shows them, as far as they go: '90355' → '+7 903 55'. */
export function phoneFieldText(national: string): string {
  if (national === '') return '';
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  let out = `+7 ${groups[0]}`;
  if (groups[1]) out += ` ${groups[1]}`;
  if (groups[2]) out += `-${groups[2]}`;
  if (groups[3]) out += `-${groups[3]}`;
  return out;
}
