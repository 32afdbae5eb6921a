/**
 * JSON documents for the key-conversion tests (tests/unit/json-key-stream.test.ts): a seeded
 * generator of awkward documents, the buffered conversion they must equal, and a chunked run of
 * the streaming transform.
 */
import { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from '@/lib/format/case';
import { JsonKeyTransform, type KeyTransformOptions } from '@/lib/server/proxy/json-key-stream';

/** The buffered conversion the proxy did before it streamed: parse, convert, strip tokens, stringify. */
export function buffered(text: string, to: 'camel' | 'snake'): string {
  const value: unknown = to === 'camel' ? camelizeKeys(JSON.parse(text)) : snakeizeKeys(JSON.parse(text));
  const data = (value as { data?: unknown } | null)?.data;
  if (to === 'camel' && data && typeof data === 'object' && !Array.isArray(data)) {
    delete (data as Record<string, unknown>).accessToken;
    delete (data as Record<string, unknown>).refreshToken;
  }
  return JSON.stringify(value);
}

export function streamed(bytes: Buffer, sizes: () => number, options: KeyTransformOptions, copy = true): string {
  const transform = new JsonKeyTransform(options);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = Math.max(1, sizes());
    // A copy, as a socket would hand over: the transform must not rely on one big buffer.
    out.push(transform.push(copy ? Uint8Array.prototype.slice.call(bytes, at, at + size) : bytes.subarray(at, at + size)));
    at += size;
  }
  transform.end();
  return Buffer.concat(out).toString('utf8');
}

// A small seeded PRNG (mulberry32): every run checks the same documents; a failure names its seed.
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEY_WORDS = [
  'id', 'data', 'access_token', 'refresh_token', 'accessToken', 'item_id', 'is_active', 'base_price_from', 'slider_l',
  'address2', 'images[0]', 'items.0.product_id', '_meta', '__proto__', '__', 'a__b', 'total_pages', 'URLValue',
  'HTMLParser', 'товар_id', 'название', 'emoji_😀_key', 'tab\tkey', 'quote"key', 'back\\slash', 'slash/key', '0', '12',
  '1_2', 'x_y_z', 'A_B', 'camelCase', 'snake_case_key', '', ' ', 'new\nline', 'ё_ж',
];
const STRING_WORDS = ['', 'a_b', 'Товар', '😀', 'line\nbreak', 'q"uote', 'b\\s', '\u0001', '</script>', 'snake_key', '\u2028'];
const NUMBERS = ['0', '-0', '1', '-17', '3.25', '1e5', '-2.5E-3', '1E+2', '12345678901234567890', '1e400', '0.000001'];

export function makeGenerator(random: () => number) {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const ws = () => (random() < 0.8 ? '' : pick([' ', '\n', '\t', '\r\n  ', '   ']));

  // JSON text of a string, with some characters written as escapes the way another encoder might.
  function quote(text: string): string {
    let out = '"';
    for (const ch of text) {
      const code = ch.codePointAt(0)!;
      if (ch === '"') out += '\\"';
      else if (ch === '\\') out += '\\\\';
      else if (code < 0x20) out += random() < 0.5 ? JSON.stringify(ch).slice(1, -1) : `\\u${code.toString(16).padStart(4, '0')}`;
      else if (random() < 0.05) {
        out += ch.length === 2
          ? `\\u${ch.charCodeAt(0).toString(16)}\\u${ch.charCodeAt(1).toString(16).toUpperCase()}`
          : `\\u${code.toString(16).padStart(4, '0')}`;
      } else if (ch === '/' && random() < 0.5) out += '\\/';
      else out += ch;
    }
    return `${out}"`;
  }

  function randomKey(): string {
    if (random() < 0.7) return pick(KEY_WORDS);
    return `${pick(KEY_WORDS)}_${pick(KEY_WORDS)}${random() < 0.3 ? 'Xy' : ''}`;
  }

  function value(depth: number, hugeChance: number): string {
    const r = random();
    if (depth > 3 || r < 0.4) {
      const s = random();
      if (s < 0.3) return pick(NUMBERS);
      if (s < 0.4) return pick(['true', 'false', 'null']);
      if (random() < hugeChance) return `${quote(pick(STRING_WORDS)).slice(0, -1)}${'ж_x\\"\\u0416'.repeat(10_000 + Math.floor(random() * 30_000))}"`;
      return quote(random() < 0.7 ? pick(STRING_WORDS) : randomKey());
    }
    if (r < 0.6) {
      const items = Array.from({ length: Math.floor(random() * 4) }, () => ws() + value(depth + 1, hugeChance) + ws());
      return `[${items.join(',') || ws()}]`;
    }
    const members: string[] = [];
    // Keys that would collide after conversion make "last one wins" depend on the order of
    // conversion, which is not what this test is about: each object's converted keys are distinct.
    const camel = new Set<string>();
    const snake = new Set<string>();
    const count = Math.floor(random() * 5);
    for (let i = 0; i < count; i += 1) {
      const key = randomKey();
      if (camel.has(toCamelKey(key)) || snake.has(toSnakeKey(key))) continue;
      camel.add(toCamelKey(key));
      snake.add(toSnakeKey(key));
      members.push(`${ws()}${quote(key)}${ws()}:${ws()}${value(depth + 1, hugeChance)}${ws()}`);
    }
    return `{${members.join(',') || ws()}}`;
  }

  return (hugeChance = 0) => ws() + value(0, hugeChance) + ws();
}
