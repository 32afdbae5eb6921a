/**
 * Key case conversion between the browser (camelCase) and the upstream (snake_case), §7.
 * Only object keys change; values, including strings that look like keys, are left alone.
 */

export function toSnakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function toCamelKey(key: string): string {
  // A leading underscore is kept: it marks a private or meta key, not a word boundary.
  return key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[convert(key)] = convertKeys(item, convert);
  return result;
}

export const camelizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamelKey) as T;
export const snakeizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnakeKey) as T;

/** Query parameter names go upstream as snake_case too; values are untouched. */
export function snakeizeSearchParams(params: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of params) result.append(toSnakeKey(key), value);
  return result;
}
