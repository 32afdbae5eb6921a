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

/**
 * An API has a few hundred distinct key names, so each is converted once: the regexes were
 * about half of the proxy's busy time (issue 18). Bounded, so hostile keys cannot grow it.
 */
const CACHE_LIMIT = 10_000;

export function cachedKeyConverter(convert: (key: string) => string): (key: string) => string {
  let cache = new Map<string, string>();
  return (key) => {
    let converted = cache.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (cache.size >= CACHE_LIMIT) cache = new Map();
      cache.set(key, converted);
    }
    return converted;
  };
}

export const toCamelKeyCached = cachedKeyConverter(toCamelKey);
export const toSnakeKeyCached = cachedKeyConverter(toSnakeKey);

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const result = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) result[i] = convertKeys(value[i], convert);
    return result;
  }
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const name = convert(key);
    const item = convertKeys(source[key], convert);
    // A "__proto__" key stays a key, as JSON.parse made it, instead of replacing the prototype.
    if (name === '__proto__') Object.defineProperty(result, name, { value: item, enumerable: true, writable: true, configurable: true });
    else result[name] = item;
  }
  return result;
}

export const camelizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamelKeyCached) as T;
export const snakeizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnakeKeyCached) as T;

/** Query parameter names go upstream as snake_case too; values are untouched. */
export function snakeizeSearchParams(params: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of params) result.append(toSnakeKeyCached(key), value);
  return result;
}
