/**
 * What a screen needs to tell a gap in a parsed record (lib/schema/record.ts): kept apart from the
 * parser, so a screen that only shows «нет данных» does not load the parser and yup with it.
 */

/** Names of the fields that were absent, null where null is not a value, or of the wrong type. */
export const MISSING = '$missing';

/** Whether a parsed record lacked `key` (absent, null or unreadable): the screen says «нет данных». */
export function isMissing(value: object | null | undefined, key: string): boolean {
  const missing = (value as { [MISSING]?: unknown } | null | undefined)?.[MISSING];
  return Array.isArray(missing) && missing.includes(key);
}

/** The text a screen shows in the place of a block the record did not have. */
export const NO_DATA = 'нет данных';
