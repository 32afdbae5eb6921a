import 'server-only';
import { KeyCollisionError } from '../../format/case';
import { JsonKeyTransform, JsonSyntaxError, convertJsonKeys, transformJsonKeys } from './json-key-stream';
import { MAX_UPSTREAM_JSON_BYTES } from '../../security-config';
import { UpstreamError, upstreamBodyError, type Deadline, type UpstreamResponse } from '../upstream/fetch';
import { logLine } from '../runtime/log';

/**
 * JSON bodies through the proxy without holding them, so a large body costs its chunks, not its size. The first HEAD_BYTES are read
 * before anything is answered: a body that ends within them (nearly every API answer) is checked
 * whole, so a malformed, reset or late one still becomes 502 / 504 with the Russian message.
 * A longer body streams on; a fault past that point ends the stream, which the browser's fetch
 * reports as a network error (the status was already sent).
 */
export const HEAD_BYTES = 128 * 1024;

function isBlank(chunks: Uint8Array[]): boolean {
  for (const chunk of chunks) for (const c of chunk) if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  return true;
}

interface Head {
  /** Chunks read so far (not yet converted). */
  chunks: Uint8Array[];
  bytes: number;
  done: boolean;
  rest: AsyncIterator<Uint8Array>;
}

async function readHead(source: AsyncIterable<Uint8Array>, limit: number, tooLarge: () => Error): Promise<Head> {
  const rest = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const next = await rest.next();
    if (next.done) return { chunks, bytes, done: true, rest };
    bytes += next.value.byteLength;
    if (bytes > limit) throw tooLarge();
    chunks.push(next.value);
    if (bytes >= HEAD_BYTES) return { chunks, bytes, done: false, rest };
  }
}

/** The head's chunks, then the rest of the source, within `limit` bytes in all. */
async function* remainder(head: Head, limit: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
  yield* head.chunks;
  let bytes = head.bytes;
  for (;;) {
    const next = await head.rest.next();
    if (next.done) return;
    bytes += next.value.byteLength;
    if (bytes > limit) throw tooLarge();
    yield next.value;
  }
}

export interface JsonResponseOptions {
  deadline: Deadline;
  limit?: number;
}

/**
 * An upstream JSON answer for the browser: keys to camelCase, `data.accessToken` and
 * `data.refreshToken` dropped, at most `limit` bytes (refused up front by Content-Length).
 */
export async function jsonToBrowser(
  upstream: UpstreamResponse,
  init: { status: number; headers: Headers },
  { deadline, limit = MAX_UPSTREAM_JSON_BYTES }: JsonResponseOptions,
): Promise<Response | JsonSyntaxError> {
  const declared = Number(upstream.headers['content-length'] ?? '0');
  const tooLarge = () => new UpstreamError('tooLarge');
  if (declared > limit) {
    upstream.body.destroy();
    throw tooLarge();
  }
  // The upstream's chunks are read by nobody else: keys are rewritten in them, not in copies.
  const transform = new JsonKeyTransform({ to: 'camel', dropDataTokens: true, ownsChunks: true });
  const source = upstream.body as AsyncIterable<Uint8Array>;
  let head: Head;
  try {
    head = await readHead(source, limit, tooLarge);
  } catch (error) {
    upstream.body.destroy();
    throw upstreamBodyError(error, deadline);
  }
  if (head.done) {
    try {
      // Converted chunk by chunk, in place: neither joined first nor copied again by new Response(bytes)
      // (two copies of the answer, a third of the proxy's garbage at 100 KB in the profile).
      const parts: Uint8Array[] = [];
      for (const chunk of head.chunks) for (const part of transform.pushParts(chunk)) if (part.byteLength > 0) parts.push(part);
      transform.end();
      if (parts.length === 0) return new Response(null, init);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return new Response(body, init);
    } catch (error) {
      if (error instanceof JsonSyntaxError) return error;
      throw error;
    }
  }

  // From here the answer streams: the deadline stays on until the last byte (or a cancel).
  deadline.hold();
  // The transform runs inside pull(): one stage per chunk, not one more async generator.
  const output = remainder(head, limit, tooLarge);
  const finish = () => {
    deadline.release();
    if (!upstream.body.destroyed) upstream.body.destroy();
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const next = await output.next();
          if (next.done) {
            transform.end();
            controller.close();
            finish();
            return;
          }
          const parts = transform.pushParts(next.value);
          // A chunk that ends inside a key yields nothing yet: read on rather than enqueue nothing.
          if (parts.length > 0) {
            for (const part of parts) controller.enqueue(part);
            return;
          }
        }
      } catch (error) {
        finish();
        // Logged for the operator: the browser only sees the stream break off.
        logLine('error', 'proxy_stream_failed', { err: upstreamBodyError(error, deadline), note: 'streamed JSON answer failed' });
        controller.error(error);
      }
    },
    async cancel() {
      finish();
      await output.return(undefined);
    },
  });
  return new Response(body, init);
}

/** At most `limit` bytes of `source`, then `tooLarge()`. */
async function* limited(source: AsyncIterable<Uint8Array>, limit: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of source) {
    bytes += chunk.byteLength;
    if (bytes > limit) throw tooLarge();
    yield chunk;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A browser JSON body going upstream, in its canonical form: snake_case keys, no two keys of
 * one object alike once converted, the values as written.
 */
export type PreparedJson =
  | { kind: 'empty' }
  | { kind: 'malformed' }
  /** Two keys of one object become one upstream key (or one is given twice): refused whole. */
  | { kind: 'collision'; key: string }
  /**
   * Read whole (up to HEAD_BYTES, or any size when asked): `body` is the canonical request, which
   * is what is sent, and `value` its parse, which every check reads. Numbers in `value` are
   * JavaScript's reading of them (the nearest double); `body` keeps each one as written.
   */
  | { kind: 'whole'; body: Uint8Array; value: unknown }
  /**
   * Streamed (over HEAD_BYTES): converted as it goes upstream. Malformed JSON, a colliding key
   * (KeyCollisionError) or more than `limit` bytes after conversion fail the upstream call
   * before the offending key is sent, so the upstream never receives a whole body.
   */
  | { kind: 'stream'; body: AsyncIterable<Uint8Array> };

export async function prepareJsonBody(
  source: AsyncIterable<Uint8Array>,
  { limit, tooLarge, whole }: { limit: number; tooLarge: () => Error; whole: boolean },
): Promise<PreparedJson> {
  const head = await readHead(source, limit, tooLarge);
  if (head.done || whole) {
    const chunks = [...head.chunks];
    if (!head.done) for await (const chunk of remainder({ ...head, chunks: [] }, limit, tooLarge)) chunks.push(chunk);
    if (isBlank(chunks)) return { kind: 'empty' };
    let body: Uint8Array;
    try {
      // One pass checks the syntax, converts the keys and finds keys that collide (JSON.parse
      // alone would keep the last of two alike and say nothing). Its output is the canonical
      // request, byte for byte what the streamed path would send: keys converted, each once, and
      // every value as the browser wrote it, so a number keeps its lexeme (JavaScript would send
      // 9007199254740993 as …992, 10.10 as 10.1 and 1E400 as null).
      body = convertJsonKeys(Buffer.concat(chunks), { to: 'snake', uniqueKeys: true });
    } catch (error) {
      if (error instanceof KeyCollisionError) return { kind: 'collision', key: error.key };
      if (error instanceof JsonSyntaxError) return { kind: 'malformed' };
      throw error;
    }
    if (body.byteLength > limit) throw tooLarge();
    // What the checks read is the parse of exactly those bytes. Strict UTF-8: a byte that is not
    // would be read as U+FFFD here and as something else (or refused) upstream.
    const text = strictUtf8(body);
    if (text === null) return { kind: 'malformed' };
    try {
      return { kind: 'whole', body, value: JSON.parse(text) };
    } catch {
      // Not expected once the transform accepted it; refused rather than sent unread.
      return { kind: 'malformed' };
    }
  }
  const converted = transformJsonKeys(remainder(head, limit, tooLarge), { to: 'snake', uniqueKeys: true });
  return { kind: 'stream', body: limited(converted, limit, tooLarge) };
}
