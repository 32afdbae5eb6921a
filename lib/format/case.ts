/**
 * Key case conversion between the browser (camelCase) and the upstream (snake_case), §7.
 * Only object keys change; values, including strings that look like keys, are left alone.
 */

export function toSnakeKey(key: string): string {
  // Spaces around a name are no part of it: " phone" is sent as phone, the name a lenient
  // receiver would read, so the BFF checks the name the upstream acts on.
  return key
    .trim()
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
 * about half of the proxy's busy time. Bounded, so hostile keys cannot grow it.
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

/**
 * Two different names of one object, query or form that become one name upstream ("phone" and
 * "Phone", "pageSize" and "page_size"), or one JSON key given twice. Which value a receiver then
 * keeps is its own choice (most keep the last), so the BFF cannot check what the upstream will
 * act on: such a request is refused whole.
 */
export class KeyCollisionError extends Error {
  constructor(
    /** The name both become, as the upstream would see it. */
    readonly key: string,
    readonly where: 'field' | 'parameter',
  ) {
    super(`two ${where}s become "${key}"`);
    this.name = 'KeyCollisionError';
  }
}

/**
 * Remembers which name became which upstream name; throws KeyCollisionError when a second,
 * different name becomes one already seen. The same name again is allowed (a repeated query
 * parameter or form field is a list).
 */
export function collisionCheck(where: 'field' | 'parameter'): (name: string, converted: string) => void {
  const seen = new Map<string, string>();
  return (name, converted) => {
    const first = seen.get(converted);
    if (first === undefined) seen.set(converted, name);
    else if (first !== name) throw new KeyCollisionError(converted, where);
  };
}

/**
 * Query parameter names go upstream as snake_case too; values are untouched. Two different
 * names that become one throw KeyCollisionError.
 */
export function snakeizeSearchParams(params: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  const check = collisionCheck('parameter');
  for (const [key, value] of params) {
    const name = toSnakeKeyCached(key);
    check(key, name);
    result.append(name, value);
  }
  return result;
}
