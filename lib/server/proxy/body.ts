import 'server-only';
import { isJsonContentType } from '../upstream/fetch';
import { multipartBoundary } from './multipart';

/** Request-body helpers of the proxy: which bodies it reads, a size limit and a body that can be sent twice. */

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * How the proxy reads a request body, by its declared type; anything it cannot read is refused
 * (415) unless empty, since a receiver may still parse it (many parse JSON whatever the type, and
 * a framework that checks the type at all looks for `/json` or `+json` anywhere in it):
 * - `json`: any type that says `/json` or `+json` (`application/json`, `application/vnd.x+json`,
 *   `text/json`, parameters ignored): one canonical JSON request, sent as `application/json`;
 * - `multipart`: `multipart/form-data` with its boundary: the field names converted as it streams;
 * - `unsupported`: everything else — `text/plain` (even with JSON in it), no type at all,
 *   `application/x-www-form-urlencoded`, `application/octet-stream`, multipart without a boundary.
 */
export type BodyFormat = { kind: 'json' } | { kind: 'multipart'; boundary: string } | { kind: 'unsupported' };

export function requestBodyFormat(contentType: string | null): BodyFormat {
  if (isJsonContentType(contentType ?? undefined)) return { kind: 'json' };
  const boundary = multipartBoundary(contentType);
  return boundary ? { kind: 'multipart', boundary } : { kind: 'unsupported' };
}

/** Whether a body that must not be read has any byte (read up to the first one, within `limit`). */
export async function hasBytes(source: AsyncIterable<Uint8Array>, limit: number): Promise<boolean> {
  for await (const chunk of limitBytes(source, limit)) if (chunk.byteLength > 0) return true;
  return false;
}

export class PayloadTooLargeError extends Error {}

/** Passes chunks through and fails once more than `limit` bytes went by. */
export async function* limitBytes(source: AsyncIterable<Uint8Array>, limit: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.byteLength;
    if (seen > limit) throw new PayloadTooLargeError(`body over ${limit} bytes`);
    yield chunk;
  }
}

/**
 * A streamed body that can be read again from the start: the first read streams it upstream
 * while remembering the chunks, so the one retry after a token refresh can resend it, even
 * when the upstream answered 401 before reading it all. Reads never overlap.
 */
export class ReplayableBody {
  private readonly chunks: Uint8Array[] = [];
  private done = false;
  private pending: Promise<void> | null = null;
  private readonly iterator: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private pull(): Promise<void> {
    this.pending ??= this.iterator.next().then(
      (result) => {
        this.pending = null;
        if (result.done) this.done = true;
        else this.chunks.push(result.value);
      },
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }

  async *read(): AsyncGenerator<Uint8Array> {
    for (let i = 0; ; i += 1) {
      while (i >= this.chunks.length && !this.done) await this.pull();
      const chunk = this.chunks[i];
      if (chunk === undefined) return;
      yield chunk;
    }
  }
}
