import { toCamelKey, toSnakeKey } from './case';

/**
 * Streaming JSON key conversion (issue 18): a byte-level state machine that validates the JSON
 * as it passes and rewrites only strings in key position; everything else is copied through as
 * slices of the input chunks. Nothing is parsed into objects and nothing is held but the bytes
 * of one key, so a 20 MB answer costs about its chunks, not ~30× its size in objects.
 *
 * The output is the buffered conversion's JSON (`JSON.stringify(convert(JSON.parse(text)))`)
 * up to whitespace, number spelling and string escapes, which pass through as the upstream wrote
 * them (tests/unit/json-key-stream.test.ts compares both on generated documents).
 */

export class JsonSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

interface KeyEntry {
  hash: number;
  /** The key's bytes as the source wrote them (between the quotes). */
  raw: Uint8Array;
  /** The converted key, quoted and escaped as JSON. */
  bytes: Buffer;
  name: string;
}

/**
 * Raw key bytes → converted key. Looked up by a hash the scanner computes as the bytes pass and
 * then compared byte by byte, so a known key costs no allocation. Bounded: hostile keys cannot
 * grow it.
 */
class KeyCache {
  private buckets = new Map<number, KeyEntry[]>();
  private size = 0;
  /** Direct-mapped by the hash's low bits: most keys are found here without a Map lookup. */
  private readonly recent = new Array<KeyEntry | undefined>(4096).fill(undefined);
  constructor(private readonly convert: (key: string) => string) {}

  get(hash: number, source: Uint8Array, start: number, end: number): KeyEntry {
    const slot = hash & 4095;
    const seen = this.recent[slot];
    if (seen !== undefined && seen.hash === hash && sameBytes(seen.raw, source, start, end)) return seen;
    const entry = this.find(hash, source, start, end);
    this.recent[slot] = entry;
    return entry;
  }

  private find(hash: number, source: Uint8Array, start: number, end: number): KeyEntry {
    const bucket = this.buckets.get(hash);
    if (bucket !== undefined) {
      for (const entry of bucket) if (sameBytes(entry.raw, source, start, end)) return entry;
    }
    return this.add(hash, source.slice(start, end));
  }

  private add(hash: number, raw: Uint8Array): KeyEntry {
    let name: string;
    try {
      // Escapes and control characters are checked here, once per distinct key.
      name = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`) as string;
    } catch {
      throw new JsonSyntaxError('bad object key');
    }
    const converted = this.convert(name);
    const entry: KeyEntry = { hash, raw, bytes: Buffer.from(JSON.stringify(converted)), name: converted };
    if (this.size >= 10_000) {
      this.buckets = new Map();
      this.size = 0;
    }
    const bucket = this.buckets.get(hash);
    if (bucket) bucket.push(entry);
    else this.buckets.set(hash, [entry]);
    this.size += 1;
    return entry;
  }
}

function sameBytes(raw: Uint8Array, source: Uint8Array, start: number, end: number): boolean {
  if (raw.length !== end - start) return false;
  for (let i = 0; i < raw.length; i += 1) if (raw[i] !== source[start + i]) return false;
  return true;
}

const camelKeys = new KeyCache(toCamelKey);
const snakeKeys = new KeyCache(toSnakeKey);

// States of the machine.
const VALUE = 0; // a value is expected
const ARRAY_FIRST = 1; // after '[': a value or ']'
const OBJECT_FIRST = 2; // after '{': a key or '}'
const KEY = 3; // after ',' in an object
const COLON = 4;
const AFTER = 5; // after a value inside a container: ',' or the closer
const STRING = 6;
const STRING_ESC = 7;
const STRING_HEX = 8;
const KEY_STRING = 9;
const KEY_ESC = 10;
const NUMBER = 11;
const LITERAL = 12;
const DONE = 13; // the top-level value is complete: whitespace only

// Number sub-states (RFC 8259 grammar).
const N_MINUS = 0;
const N_ZERO = 1;
const N_INT = 2;
const N_DOT = 3;
const N_FRAC = 4;
const N_E = 5;
const N_ESIGN = 6;
const N_EXP = 7;

const OBJ = 1;
const ARR = 2;
const MAX_DEPTH = 4096;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');

const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

export interface KeyTransformOptions {
  /** 'camel' for answers to the browser, 'snake' for bodies going upstream. */
  to: 'camel' | 'snake';
  /**
   * Drops `data.accessToken` / `data.refreshToken` (after conversion) from a top-level object,
   * as the buffered path's defence in depth did: no token-shaped field leaves the BFF.
   */
  dropDataTokens?: boolean;
}

export class JsonKeyTransform {
  private readonly keys: KeyCache;
  private readonly dropTokens: boolean;
  private state = VALUE;
  private num = N_INT;
  private literal: Buffer = TRUE;
  private literalAt = 0;
  private hexLeft = 0;
  private readonly stack = new Uint8Array(MAX_DEPTH);
  private depth = 0;
  private seen = 0;
  /** Bytes of a key that began in an earlier chunk. */
  private keyParts: Uint8Array[] = [];
  /** FNV-1a of the current key's bytes so far. */
  private keyHash = 0;
  private topKeyIsData = false;
  /** The container at depth 2 is the top-level `data` object (token dropping, lazy commas). */
  private inData = false;
  private dataMembers = 0;
  private suppressed = false;

  constructor({ to, dropDataTokens = false }: KeyTransformOptions) {
    this.keys = to === 'camel' ? camelKeys : snakeKeys;
    this.dropTokens = dropDataTokens;
  }

  /** Bytes seen so far. */
  get bytesIn(): number {
    return this.seen;
  }

  /** Converts one chunk; returns what can be sent now (slices of `chunk` where nothing changed). */
  push(chunk: Uint8Array): Uint8Array {
    const n = chunk.length;
    this.seen += n;
    // Every byte is copied to `out` as it is scanned; a key is written over its raw bytes when it
    // closes, and a dropped member is cut by moving `o` back. One buffer per chunk, no slices.
    let out = Buffer.allocUnsafe(n + 64);
    let o = 0;
    let keyOut = 0;
    let dropOut = 0;
    let state = this.state;
    let keyStart = 0;
    const stack = this.stack;

    for (let i = 0; i < n; i += 1) {
      let c = chunk[i]!;
      out[o++] = c;
      switch (state) {
        case STRING: {
          while (c !== 0x22 && c !== 0x5c && c >= 0x20) {
            i += 1;
            if (i === n) break;
            c = chunk[i]!;
            out[o++] = c;
          }
          if (i === n) break;
          if (c === 0x22) state = this.depth === 0 ? DONE : AFTER;
          else if (c === 0x5c) state = STRING_ESC;
          else throw new JsonSyntaxError('control character in a string');
          break;
        }
        case KEY_STRING: {
          // Raw key bytes are not copied: the converted key replaces them.
          let hash = this.keyHash;
          while (c !== 0x22 && c !== 0x5c) {
            hash = Math.imul(hash ^ c, 16777619);
            i += 1;
            if (i === n) break;
            c = chunk[i]!;
          }
          if (i === n) {
            this.keyHash = hash;
            break;
          }
          if (c === 0x5c) {
            // The backslash and the escaped byte go into the hash (KEY_ESC adds the second).
            this.keyHash = Math.imul(hash ^ c, 16777619);
            state = KEY_ESC;
            break;
          }
          // The key ends: look it up by its raw bytes.
          let entry: KeyEntry;
          if (this.keyParts.length) {
            this.keyParts.push(chunk.subarray(keyStart, i));
            const raw = Buffer.concat(this.keyParts);
            this.keyParts = [];
            entry = this.keys.get(hash, raw, 0, raw.length);
          } else {
            entry = this.keys.get(hash, chunk, keyStart, i);
          }
          if (this.depth === 1 && stack[0] === OBJ) this.topKeyIsData = entry.name === 'data';
          o = keyOut;
          if (!this.suppressed) {
            let comma = false;
            if (this.inData && this.depth === 2) {
              if (this.dropTokens && (entry.name === 'accessToken' || entry.name === 'refreshToken')) {
                this.suppressed = true;
                dropOut = keyOut;
              } else {
                comma = this.dataMembers++ > 0;
              }
            }
            if (!this.suppressed) {
              const bytes = entry.bytes;
              const needed = o + bytes.length + 1 + (n - i);
              if (needed > out.length) {
                const grown = Buffer.allocUnsafe(needed + (n >> 2));
                out.copy(grown, 0, 0, o);
                out = grown;
              }
              if (comma) out[o++] = 0x2c;
              for (let k = 0; k < bytes.length; k += 1) out[o++] = bytes[k]!;
            }
          }
          // Nearly always the colon follows at once: take it here instead of one more round.
          if (i + 1 < n && chunk[i + 1] === 0x3a) {
            i += 1;
            out[o++] = 0x3a;
            state = VALUE;
          } else {
            state = COLON;
          }
          break;
        }
        case KEY_ESC:
          this.keyHash = Math.imul(this.keyHash ^ c, 16777619);
          state = KEY_STRING;
          break;
        case STRING_ESC:
          if (c === 0x75) {
            state = STRING_HEX;
            this.hexLeft = 4;
          } else if (c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74) {
            state = STRING;
          } else {
            throw new JsonSyntaxError('bad escape');
          }
          break;
        case STRING_HEX:
          if (!isHex(c)) throw new JsonSyntaxError('bad \\u escape');
          if (--this.hexLeft === 0) state = STRING;
          break;
        case NUMBER: {
          let num = this.num;
          // Digits are the common case: take a run of them at once.
          while (isDigit(c) && (num === N_INT || num === N_FRAC || num === N_EXP)) {
            i += 1;
            if (i === n) break;
            c = chunk[i]!;
            out[o++] = c;
          }
          if (i === n) break;
          if (isDigit(c)) {
            if (num === N_MINUS) num = c === 0x30 ? N_ZERO : N_INT;
            else if (num === N_ZERO) throw new JsonSyntaxError('leading zero');
            else if (num === N_DOT) num = N_FRAC;
            else if (num === N_E || num === N_ESIGN) num = N_EXP;
          } else if (c === 0x2e && (num === N_ZERO || num === N_INT)) {
            num = N_DOT;
          } else if ((c === 0x65 || c === 0x45) && (num === N_ZERO || num === N_INT || num === N_FRAC)) {
            num = N_E;
          } else if ((c === 0x2b || c === 0x2d) && num === N_E) {
            num = N_ESIGN;
          } else {
            if (num === N_MINUS || num === N_DOT || num === N_E || num === N_ESIGN) throw new JsonSyntaxError('bad number');
            // The number ended one byte ago: read this byte again after it.
            state = this.depth === 0 ? DONE : AFTER;
            i -= 1;
            o -= 1;
          }
          this.num = num;
          break;
        }
        case LITERAL:
          if (c !== this.literal[this.literalAt]) throw new JsonSyntaxError('bad literal');
          if (++this.literalAt === this.literal.length) state = this.depth === 0 ? DONE : AFTER;
          break;
        case AFTER: {
          if (isWhitespace(c)) break;
          const top = stack[this.depth - 1];
          if (c === 0x2c) {
            if (top === OBJ) {
              state = KEY;
              if (this.inData && this.depth === 2) {
                // Commas of the data object are written before the next kept key.
                o = this.suppressed ? dropOut : o - 1;
                this.suppressed = false;
              }
            } else {
              state = VALUE;
            }
          } else if ((c === 0x7d && top === OBJ) || (c === 0x5d && top === ARR)) {
            if (this.inData && this.depth === 2 && this.suppressed) {
              o = dropOut;
              out[o++] = c;
            }
            state = this.close();
          } else {
            throw new JsonSyntaxError('expected , or a closing bracket');
          }
          break;
        }
        case OBJECT_FIRST:
        case KEY:
          if (isWhitespace(c)) break;
          if (c === 0x22) {
            keyOut = o - 1;
            keyStart = i + 1;
            this.keyHash = 0x811c9dc5;
            state = KEY_STRING;
          } else if (c === 0x7d && state === OBJECT_FIRST) {
            state = this.close();
          } else {
            throw new JsonSyntaxError('expected an object key');
          }
          break;
        case COLON:
          if (isWhitespace(c)) break;
          if (c !== 0x3a) throw new JsonSyntaxError('expected :');
          state = VALUE;
          break;
        case ARRAY_FIRST:
          if (isWhitespace(c)) break;
          if (c === 0x5d) {
            state = this.close();
            break;
          }
        // falls through: the first element
        case VALUE:
          if (isWhitespace(c)) break;
          if (c === 0x22) state = STRING;
          else if (c === 0x7b || c === 0x5b) {
            if (this.depth === MAX_DEPTH) throw new JsonSyntaxError('nested too deeply');
            stack[this.depth++] = c === 0x7b ? OBJ : ARR;
            if (c === 0x7b) {
              if (this.depth === 2 && stack[0] === OBJ && this.topKeyIsData) {
                this.inData = true;
                this.dataMembers = 0;
              }
              state = OBJECT_FIRST;
            } else {
              state = ARRAY_FIRST;
            }
          } else if (c === 0x2d || isDigit(c)) {
            state = NUMBER;
            this.num = c === 0x2d ? N_MINUS : c === 0x30 ? N_ZERO : N_INT;
          } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
            state = LITERAL;
            this.literal = c === 0x74 ? TRUE : c === 0x66 ? FALSE : NULL;
            this.literalAt = 1;
          } else {
            throw new JsonSyntaxError('expected a value');
          }
          break;
        case DONE:
          if (!isWhitespace(c)) throw new JsonSyntaxError('text after the JSON value');
          break;
      }
    }

    this.state = state;
    // A key still open, or a member being dropped, is left out of this chunk's output.
    const inKey = state === KEY_STRING || state === KEY_ESC;
    if (inKey && n > keyStart) this.keyParts.push(chunk.subarray(keyStart, n));
    if (this.suppressed) o = dropOut;
    else if (inKey) o = keyOut;
    return o === 0 ? EMPTY : out.subarray(0, o);
  }

  /** Checks that the document is complete; an empty body is allowed (it stays empty). */
  end(): void {
    if (this.seen === 0) return;
    if (this.state === NUMBER && this.depth === 0 && (this.num === N_ZERO || this.num === N_INT || this.num === N_FRAC || this.num === N_EXP)) {
      this.state = DONE;
    }
    if (this.state !== DONE) throw new JsonSyntaxError('unexpected end of JSON');
  }

  /** Closes the innermost container; returns the next state. */
  private close(): number {
    if (this.inData && this.depth === 2) {
      this.inData = false;
      this.suppressed = false;
    }
    this.depth -= 1;
    return this.depth === 0 ? DONE : AFTER;
  }
}

const EMPTY = new Uint8Array(0);

/** Converts a whole document at once (small bodies); throws JsonSyntaxError when it is not JSON. */
export function convertJsonKeys(body: Uint8Array, options: KeyTransformOptions): Uint8Array {
  const transform = new JsonKeyTransform(options);
  const out = transform.push(body);
  transform.end();
  return out;
}

/** The streaming form: converts chunks as they arrive; throws JsonSyntaxError at the first fault. */
export async function* transformJsonKeys(source: AsyncIterable<Uint8Array>, options: KeyTransformOptions): AsyncGenerator<Uint8Array> {
  const transform = new JsonKeyTransform(options);
  for await (const chunk of source) {
    const out = transform.push(chunk);
    if (out.length) yield out;
  }
  transform.end();
}
