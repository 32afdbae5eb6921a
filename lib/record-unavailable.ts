/**
 * §2/§8 "Failed route pre-load: Back to the previous page": an item screen whose record cannot be
 * loaded (unknown id, another company's, or any other failure) goes back to its list, and this
 * query flag on the way back makes the list say why (components/layout/record-unavailable-notice).
 */
export const RECORD_UNAVAILABLE_PARAM = 'unavailable';

export const RECORD_UNAVAILABLE_TEXT = 'Запись не найдена или недоступна';

/** The fallback address with the flag added (keeping any query it has). */
export function withRecordUnavailable(fallback: string): string {
  const [path, hash] = fallback.split('#', 2);
  const separator = path!.includes('?') ? '&' : '?';
  return `${path}${separator}${RECORD_UNAVAILABLE_PARAM}=1${hash === undefined ? '' : `#${hash}`}`;
}
