import 'server-only';
import { KeyCollisionError, toCamelKey, toSnakeKey } from '../../format/case';

/**
 * Streaming JSON key conversion, so large answers are never held whole: a byte-level state machine that validates the JSON
 * as it passes and rewrites only strings in key position. Nothing is parsed into objects and
 * nothing is held but the bytes of one key, so a 20 MB answer costs about its chunks, not ~30×
 * its size in objects.
 *
 * Speed (~450–500 MB/s on the bench's 5 MB list, was ~300; tests/unit/json-key-stream.test.ts):
 * - A converted key that is not longer than the raw one (every camelCase one) is written over
 *   the raw bytes on a copy of the chunk (or the chunk itself with `ownsChunks`) and padded
 *   with spaces before its colon, so nothing after it moves: at most one native copy per chunk
 *   instead of a byte loop, and a chunk with nothing to rewrite passes as it is. Longer keys
 *   and the lazy commas of `data` move the bytes.
 * - Keys come in the same order object after object: the key that followed the previous one
 *   last time is tried first by its raw bytes, before hashing and a cache lookup.
 * - A plain object member (key, colon, string / integer / literal, `,"`) is read in one round
 *   of a tight loop; everything else takes the general state machine.
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
  /** The converted key, quoted and escaped as JSON (a plain array: the fastest to copy from by hand). */
  bytes: number[];
  name: string;
  /** The converted key is the raw one: its bytes can pass as they are. */
  same: boolean;
  /** When not longer than the raw key: the converted key padded with spaces to the raw one's length, quotes included. */
  padded: number[] | null;
  /** The key that came after this one last time (a guess that saves the hash and the lookup). */
  next: KeyEntry | undefined;
}

/**
 * Raw key bytes → converted key. Looked up by a hash the scanner computes as the bytes pass and
 * then compared byte by byte, so a known key costs no allocation. Bounded: hostile keys cannot
 * grow it.
 */
class KeyCache {
  private buckets = new Map<number, KeyEntry[]>();
  size = 0;
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
    // A copy: Buffer#slice is a view, and the chunk may be rewritten in place (ownsChunks)
    // or held on to by nothing else — a view would also keep its whole chunk alive.
    return this.add(hash, Uint8Array.prototype.slice.call(source, start, end));
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
    const encoded = Buffer.from(JSON.stringify(converted));
    const same = encoded.length === raw.length + 2 && sameBytes(raw, encoded, 1, encoded.length - 1);
    const bytes = Array.from(encoded);
    const padded = bytes.length <= raw.length + 2 ? [...bytes, ...new Array<number>(raw.length + 2 - bytes.length).fill(0x20)] : null;
    const entry: KeyEntry = { hash, raw, bytes, name: converted, same, padded, next: undefined };
    if (this.size >= 10_000) {
      // `next` links only point from older entries to newer ones: with the buckets and the
      // direct-mapped slots emptied, old entries live on only while a transform holds one.
      this.buckets = new Map();
      this.recent.fill(undefined);
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

/** How many distinct keys a direction's cache holds (tests: a known key is found, not added again). */
export function cachedKeyCount(to: 'camel' | 'snake'): number {
  return (to === 'camel' ? camelKeys : snakeKeys).size;
}

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

/** Bytes that end a run of plain string content: the quote, the backslash and control characters. */
const STRING_STOP = new Uint8Array(256);
for (let c = 0; c < 0x20; c += 1) STRING_STOP[c] = 1;
STRING_STOP[0x22] = 1;
STRING_STOP[0x5c] = 1;

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
  /**
   * The caller hands over its chunks and never reads them again (the upstream's answer in the
   * proxy): keys are rewritten in the chunk itself instead of a copy of it.
   */
  ownsChunks?: boolean;
  /**
   * Throws KeyCollisionError when two keys of one object become the same key ("phone" and
   * "Phone") or one key is given twice, before any byte of the second one is handed out.
   * For bodies going upstream: a receiver keeps one of the two, and the BFF's checks would
   * have read the other.
   */
  uniqueKeys?: boolean;
}

export class JsonKeyTransform {
  private readonly keys: KeyCache;
  private readonly dropTokens: boolean;
  private readonly ownsChunks: boolean;
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
  /** With ownsChunks: the same key's bytes from its opening quote, as views of those chunks. */
  private heldKey: Uint8Array[] = [];
  /** Held bytes that go out before this chunk's output (see pushParts). */
  private heldOut: Uint8Array[] | null = null;
  /** FNV-1a of the current key's bytes so far. */
  private keyHash = 0;
  private topKeyIsData = false;
  /** The previous key read (its `next` is the guess for the following one). */
  private lastKey: KeyEntry | null = null;
  /** The container at depth 2 is the top-level `data` object (token dropping, lazy commas). */
  private inData = false;
  private dataMembers = 0;
  private suppressed = false;

  /** With uniqueKeys: the converted keys of each open object so far, by depth (reused, cleared on `{`). */
  private readonly keySets: Set<string>[] | null;

  constructor({ to, dropDataTokens = false, ownsChunks = false, uniqueKeys = false }: KeyTransformOptions) {
    this.keys = to === 'camel' ? camelKeys : snakeKeys;
    this.dropTokens = dropDataTokens;
    this.ownsChunks = ownsChunks;
    this.keySets = uniqueKeys ? [] : null;
  }

  private openObject(depth: number): void {
    const sets = this.keySets!;
    const set = sets[depth];
    if (set === undefined) sets[depth] = new Set();
    else set.clear();
  }

  private noteKey(depth: number, name: string): void {
    const set = this.keySets![depth]!;
    if (set.has(name)) throw new KeyCollisionError(name, 'field');
    set.add(name);
  }

  /** Bytes seen so far. */
  get bytesIn(): number {
    return this.seen;
  }

  /**
   * Converts one chunk; returns what can be sent now. Bytes that do not change are never copied
   * one by one: a chunk with no key to rewrite comes back as itself (or a view of it), and
   * otherwise the unchanged spans between rewritten keys are copied in bulk.
   */
  push(chunk: Uint8Array): Uint8Array {
    const out = this.convert(chunk);
    const held = this.heldOut;
    if (held === null) return out;
    this.heldOut = null;
    return Buffer.concat([...held, out]);
  }

  /**
   * push() for a stream: the output as one or more pieces in order, so a key that began in an
   * earlier chunk costs no copy of this one (its held-back bytes come first, rewritten in place).
   */
  pushParts(chunk: Uint8Array): Uint8Array[] {
    const out = this.convert(chunk);
    const held = this.heldOut;
    if (held === null) return out.length > 0 ? [out] : NONE;
    this.heldOut = null;
    return out.length > 0 ? [...held, out] : held;
  }

  private convert(chunk: Uint8Array): Uint8Array {
    const n = chunk.length;
    this.seen += n;
    const stack = this.stack;
    const keys = this.keys;
    let state = this.state;
    let depth = this.depth;
    let i = 0;
    let c = 0;

    // The output: `from` is where the span of input not yet emitted begins (see emit()).
    let from = 0;
    this.out = null;
    this.o = 0;
    this.viewStart = -1;
    this.viewEnd = 0;
    /** Where the current key's opening quote is in this chunk (-1: it came in an earlier one). */
    let keyQuote = -1;
    let keyHash = this.keyHash;
    let lastKey = this.lastKey;
    /** The chunk, or its copy once a key has been rewritten in place (unless the chunk is ours to write). */
    let work = chunk;
    let copied = this.ownsChunks;
    /** The held-back bytes of a key that began in an earlier chunk and ends in this one. */
    let held: Uint8Array[] = NONE;

    while (i < n) {
      switch (state) {
        case STRING: {
          // The bulk of most documents: skip to the next quote, backslash or control byte.
          while (i < n && STRING_STOP[chunk[i]!] === 0) i += 1;
          if (i === n) break;
          c = chunk[i]!;
          if (c === 0x22) state = depth === 0 ? DONE : AFTER;
          else if (c === 0x5c) state = STRING_ESC;
          else throw new JsonSyntaxError('control character in a string');
          i += 1;
          break;
        }
        case KEY_STRING: {
          // One round per object member while the document is plain (the usual case): the key,
          // the colon, a simple value and `,"` lead straight to the next key. Anything else goes
          // back to the general machine in the state reached, at the byte not yet read.
          let hash = keyHash;
          for (;;) {
            let entry: KeyEntry | undefined;
            // Keys come in the same order object after object: first try the one that followed
            // the previous key last time. Its raw bytes and then a quote mean it is that key (a
            // complete key's bytes never end in an escaping backslash).
            const guess = lastKey?.next;
            if (guess !== undefined && keyQuote >= 0 && i === keyQuote + 1) {
              const raw = guess.raw;
              const length = raw.length;
              if (i + length < n && chunk[i + length] === 0x22) {
                let k = 0;
                while (k < length && raw[k] === chunk[i + k]) k += 1;
                if (k === length) {
                  entry = guess;
                  i += length;
                }
              }
            }
            const split = keyQuote < 0;
            if (entry === undefined) {
              while (i < n) {
                c = chunk[i]!;
                if (c === 0x22 || c === 0x5c) break;
                hash = Math.imul(hash ^ c, 16777619);
                i += 1;
              }
              if (i === n) {
                keyHash = hash;
                break;
              }
              if (c === 0x5c) {
                // The backslash and the escaped byte go into the hash (KEY_ESC adds the second).
                keyHash = Math.imul(hash ^ c, 16777619);
                state = KEY_ESC;
                i += 1;
                break;
              }
              keyHash = hash;
              // The key ends: look it up by its raw bytes.
              if (split) {
                this.keyParts.push(chunk.subarray(0, i));
                const raw = Buffer.concat(this.keyParts);
                this.keyParts = [];
                held = this.heldKey;
                this.heldKey = [];
                entry = keys.get(hash, raw, 0, raw.length);
              } else {
                entry = keys.get(hash, chunk, keyQuote + 1, i);
              }
              if (lastKey !== null) lastKey.next = entry;
            }
            lastKey = entry;
            if (this.keySets !== null) this.noteKey(depth, entry.name);
            if (depth === 1 && stack[0] === OBJ) this.topKeyIsData = entry.name === 'data';
            const dataMember = this.inData && depth === 2;
            if (!this.suppressed) {
              let comma = false;
              let drop = false;
              if (dataMember) {
                if (this.dropTokens && (entry.name === 'accessToken' || entry.name === 'refreshToken')) drop = true;
                else comma = this.dataMembers++ > 0;
              }
              if (drop) {
                // The member is cut from its key's opening quote to the next comma or the closer.
                this.emit(work, from, split ? 0 : keyQuote, 0);
                this.suppressed = true;
              } else if (split && held.length > 0 && !comma && (entry.same || entry.padded !== null)) {
                // The key began in an earlier chunk, whose bytes from its quote on were held back
                // (ours to write: ownsChunks). It is written over those and this chunk's bytes,
                // which go out after them (pushParts): no copy of this chunk.
                if (!entry.same) {
                  const padded = entry.padded!;
                  let k = 0;
                  for (const part of held) for (let j = 0; j < part.length; j += 1) part[j] = padded[k++]!;
                  for (let j = 0; j <= i; j += 1) work[j] = padded[k++]!;
                }
                this.heldOut = held;
                held = NONE;
              } else if (!entry.same) {
                const padded = entry.padded;
                if (!comma && !split && padded !== null) {
                  // Written over the raw key (quotes included) and padded with spaces before the
                  // colon: nothing after it moves, so the chunk is copied once, natively.
                  if (!copied) {
                    work = Buffer.allocUnsafe(n);
                    work.set(chunk, 0);
                    copied = true;
                  }
                  for (let k = 0; k < padded.length; k += 1) work[keyQuote + k] = padded[k]!;
                } else {
                  this.emitKey(work, from, split ? 0 : keyQuote, entry.bytes, comma);
                  from = i + 1;
                }
              } else if (comma || split) {
                this.emitKey(work, from, split ? 0 : keyQuote, entry.bytes, comma);
                from = i + 1;
              }
            }
            i += 1;
            if (i === n || chunk[i] !== 0x3a) {
              state = COLON;
              break;
            }
            i += 1;
            state = VALUE;
            if (i === n) break;
            // The value, when it is a complete string, a plain integer or a literal.
            c = chunk[i]!;
            let end = -1;
            if (c === 0x22) {
              let j = i + 1;
              while (j < n && STRING_STOP[chunk[j]!] === 0) j += 1;
              if (j === n) {
                i = n;
                state = STRING;
                break;
              }
              c = chunk[j]!;
              if (c === 0x5c) {
                i = j + 1;
                state = STRING_ESC;
                break;
              }
              if (c !== 0x22) throw new JsonSyntaxError('control character in a string');
              end = j + 1;
            } else if (c >= 0x31 && c <= 0x39) {
              let j = i + 1;
              while (j < n && isDigit(chunk[j]!)) j += 1;
              if (j < n && chunk[j] !== 0x2e && chunk[j] !== 0x65 && chunk[j] !== 0x45) end = j;
            } else if (c === 0x74) {
              if (i + 3 < n && chunk[i + 1] === 0x72 && chunk[i + 2] === 0x75 && chunk[i + 3] === 0x65) end = i + 4;
            } else if (c === 0x66) {
              if (i + 4 < n && chunk[i + 1] === 0x61 && chunk[i + 2] === 0x6c && chunk[i + 3] === 0x73 && chunk[i + 4] === 0x65) end = i + 5;
            } else if (c === 0x6e) {
              if (i + 3 < n && chunk[i + 1] === 0x75 && chunk[i + 2] === 0x6c && chunk[i + 3] === 0x6c) end = i + 4;
            }
            if (end < 0) break;
            i = end;
            state = AFTER;
            // The next member at once; commas of the data object take the general way (token dropping).
            if (i + 1 < n && chunk[i] === 0x2c && chunk[i + 1] === 0x22 && !dataMember) {
              keyQuote = i + 1;
              i += 2;
              hash = FNV_BASIS;
              state = KEY_STRING;
              continue;
            }
            break;
          }
          break;
        }
        case KEY_ESC:
          keyHash = Math.imul(keyHash ^ chunk[i]!, 16777619);
          state = KEY_STRING;
          i += 1;
          break;
        case STRING_ESC:
          c = chunk[i]!;
          if (c === 0x75) {
            state = STRING_HEX;
            this.hexLeft = 4;
          } else if (c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74) {
            state = STRING;
          } else {
            throw new JsonSyntaxError('bad escape');
          }
          i += 1;
          break;
        case STRING_HEX:
          if (!isHex(chunk[i]!)) throw new JsonSyntaxError('bad \\u escape');
          if (--this.hexLeft === 0) state = STRING;
          i += 1;
          break;
        case NUMBER: {
          let num = this.num;
          // Digits are the common case: take a run of them at once.
          if (num === N_INT || num === N_FRAC || num === N_EXP) {
            while (i < n && isDigit(chunk[i]!)) i += 1;
            if (i === n) break;
          }
          c = chunk[i]!;
          if (isDigit(c)) {
            if (num === N_MINUS) num = c === 0x30 ? N_ZERO : N_INT;
            else if (num === N_ZERO) throw new JsonSyntaxError('leading zero');
            else if (num === N_DOT) num = N_FRAC;
            else if (num === N_E || num === N_ESIGN) num = N_EXP;
            i += 1;
          } else if (c === 0x2e && (num === N_ZERO || num === N_INT)) {
            num = N_DOT;
            i += 1;
          } else if ((c === 0x65 || c === 0x45) && (num === N_ZERO || num === N_INT || num === N_FRAC)) {
            num = N_E;
            i += 1;
          } else if ((c === 0x2b || c === 0x2d) && num === N_E) {
            num = N_ESIGN;
            i += 1;
          } else {
            if (num === N_MINUS || num === N_DOT || num === N_E || num === N_ESIGN) throw new JsonSyntaxError('bad number');
            // The number has ended: this byte is read again in the next state.
            state = depth === 0 ? DONE : AFTER;
          }
          this.num = num;
          break;
        }
        case LITERAL:
          if (chunk[i] !== this.literal[this.literalAt]) throw new JsonSyntaxError('bad literal');
          if (++this.literalAt === this.literal.length) state = depth === 0 ? DONE : AFTER;
          i += 1;
          break;
        case AFTER: {
          c = chunk[i]!;
          if (isWhitespace(c)) {
            i += 1;
            break;
          }
          const top = stack[depth - 1];
          if (c === 0x2c) {
            if (top === OBJ) {
              state = KEY;
              if (this.inData && depth === 2) {
                // Commas of the data object are written before the next kept key.
                if (this.suppressed) this.suppressed = false;
                else this.emit(work, from, i, 0);
                from = i + 1;
              }
            } else {
              state = VALUE;
            }
          } else if ((c === 0x7d && top === OBJ) || (c === 0x5d && top === ARR)) {
            if (this.inData && depth === 2) {
              // The closer stays; a member being dropped ends before it.
              if (this.suppressed) from = i;
              this.inData = false;
              this.suppressed = false;
            }
            depth -= 1;
            state = depth === 0 ? DONE : AFTER;
          } else {
            throw new JsonSyntaxError('expected , or a closing bracket');
          }
          i += 1;
          break;
        }
        case OBJECT_FIRST:
        case KEY:
          c = chunk[i]!;
          if (isWhitespace(c)) {
            i += 1;
            break;
          }
          if (c === 0x22) {
            keyQuote = i;
            keyHash = FNV_BASIS;
            state = KEY_STRING;
          } else if (c === 0x7d && state === OBJECT_FIRST) {
            if (this.inData && depth === 2) {
              this.inData = false;
              this.suppressed = false;
            }
            depth -= 1;
            state = depth === 0 ? DONE : AFTER;
          } else {
            throw new JsonSyntaxError('expected an object key');
          }
          i += 1;
          break;
        case COLON:
          c = chunk[i]!;
          i += 1;
          if (isWhitespace(c)) break;
          if (c !== 0x3a) throw new JsonSyntaxError('expected :');
          state = VALUE;
          break;
        case ARRAY_FIRST:
        case VALUE:
          c = chunk[i]!;
          if (isWhitespace(c)) {
            i += 1;
            break;
          }
          if (state === ARRAY_FIRST && c === 0x5d) {
            depth -= 1;
            state = depth === 0 ? DONE : AFTER;
          } else if (c === 0x22) {
            state = STRING;
          } else if (c === 0x7b || c === 0x5b) {
            if (depth === MAX_DEPTH) throw new JsonSyntaxError('nested too deeply');
            stack[depth++] = c === 0x7b ? OBJ : ARR;
            if (c === 0x7b) {
              if (this.keySets !== null) this.openObject(depth);
              if (depth === 2 && stack[0] === OBJ && this.topKeyIsData) {
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
          i += 1;
          break;
        case DONE:
          if (!isWhitespace(chunk[i]!)) throw new JsonSyntaxError('text after the JSON value');
          i += 1;
          break;
      }
    }

    this.state = state;
    this.depth = depth;
    this.keyHash = keyHash;
    this.lastKey = lastKey;
    // A key still open, or a member being dropped, is left out of this chunk's output.
    const inKey = state === KEY_STRING || state === KEY_ESC;
    if (inKey) {
      this.keyParts.push(chunk.subarray(keyQuote + 1, n));
      // Its bytes in our own chunks are kept as they are, to be rewritten in place when it ends.
      if (this.ownsChunks) this.heldKey.push(chunk.subarray(Math.max(keyQuote, 0), n));
    }
    if (!this.suppressed) this.emit(work, from, inKey ? Math.max(keyQuote, 0) : n, 0);
    const out = this.out as Buffer | null;
    this.out = null;
    if (out !== null) return out.subarray(0, this.o);
    if (this.viewStart < 0) return EMPTY;
    return this.viewStart === 0 && this.viewEnd === n ? work : work.subarray(this.viewStart, this.viewEnd);
  }

  // Output of one push(): the first span is only remembered as a view of the chunk
  // (viewStart..viewEnd); `out` is allocated when a second span or a rewritten key follows.
  private out: Buffer | null = null;
  private o = 0;
  private viewStart = -1;
  private viewEnd = 0;

  /** Emits chunk[a..b), with room for `extra` more bytes after it. */
  private emit(chunk: Uint8Array, a: number, b: number, extra: number): void {
    let out = this.out;
    if (out === null) {
      if (this.viewStart < 0 && extra === 0) {
        if (b > a) {
          this.viewStart = a;
          this.viewEnd = b;
        }
        return;
      }
      out = this.out = Buffer.allocUnsafe(chunk.length + extra + 64);
      if (this.viewStart >= 0) {
        out.set(chunk.subarray(this.viewStart, this.viewEnd), 0);
        this.o = this.viewEnd - this.viewStart;
      }
    }
    let at = this.o;
    const needed = at + (b - a) + extra;
    if (needed > out.length) {
      const grown = Buffer.allocUnsafe(needed + (chunk.length >> 1) + 64);
      out.copy(grown, 0, 0, at);
      out = this.out = grown;
    }
    // Spans between keys are short: a loop beats a native call for them.
    if (b - a > 64) {
      out.set(chunk.subarray(a, b), at);
      at += b - a;
    } else {
      for (let k = a; k < b; k += 1) out[at++] = chunk[k]!;
    }
    this.o = at;
  }

  /** Emits chunk[from..keyQuote), then the converted key (after a comma when asked). */
  private emitKey(chunk: Uint8Array, from: number, keyQuote: number, bytes: number[], comma: boolean): void {
    this.emit(chunk, from, keyQuote, bytes.length + 1);
    const out = this.out as Buffer;
    let at = this.o;
    if (comma) out[at++] = 0x2c;
    for (let k = 0; k < bytes.length; k += 1) out[at++] = bytes[k]!;
    this.o = at;
  }

  /** Checks that the document is complete; an empty body is allowed (it stays empty). */
  end(): void {
    if (this.seen === 0) return;
    if (this.state === NUMBER && this.depth === 0 && (this.num === N_ZERO || this.num === N_INT || this.num === N_FRAC || this.num === N_EXP)) {
      this.state = DONE;
    }
    if (this.state !== DONE) throw new JsonSyntaxError('unexpected end of JSON');
  }
}

const EMPTY = new Uint8Array(0);
const NONE: Uint8Array[] = [];
/** FNV-1a offset basis as a signed 32-bit value: the hash stays a small integer, never a heap number. */
const FNV_BASIS = 0x811c9dc5 | 0;

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
