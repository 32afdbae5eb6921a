import 'server-only';

/**
 * The account a throttle counts against, in one spelling. Every way the upstream accepts of
 * writing one e-mail or one phone must land on the same counter, or each new spelling is a
 * fresh allowance of guesses. These keys only name counters: two distinct accounts sharing
 * one (too much merged) costs nothing but a shared limit, one account split in two (too
 * little merged) is a bypass, so the rules lean towards merging.
 */

/**
 * 'Foo@Bar.ru ', 'foo@bar.ru' and the full-width 'ｆｏｏ@ｂａｒ.ｒｕ' → 'foo@bar.ru'. Compatibility
 * forms are folded (NFKC), invisible format characters (zero-width space, soft hyphen) and
 * every white space dropped, letters lower-cased: the upstream compares e-mails without case.
 */
export function emailKey(raw: unknown): string {
  return textOf(raw)
    .normalize('NFKC')
    .replace(/[\p{Cf}\s]/gu, '')
    .toLowerCase();
}

/**
 * '+7 (916) 123-45-67', '89161234567', '79161234567', '916 1234567' → '9161234567'. The phones
 * are Russian: 10 digits after the country digit, which the code calls leave out and people
 * write as 7, +7 or 8. So the key is the last 10 digits; a shorter run (not a phone the
 * upstream accepts) is kept whole so it still counts against something.
 */
export function phoneKey(raw: unknown): string {
  const digits = textOf(raw).normalize('NFKC').replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

function textOf(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}
