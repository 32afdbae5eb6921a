import 'server-only';

/** Request-body helpers of the proxy: a size limit and a body that can be sent twice. */

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

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
