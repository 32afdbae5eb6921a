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
