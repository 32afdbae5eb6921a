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
