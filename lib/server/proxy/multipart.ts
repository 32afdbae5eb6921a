import 'server-only';
import { collisionCheck } from '../../format/case';

/**
 * Streams a multipart/form-data body through while renaming every part's field name
 * (Content-Disposition `name="..."`), so the upstream receives snake_case names (§7) without
 * the BFF holding the whole upload in memory first. Two different names that become one
 * ("phone" and "Phone") end the stream with KeyCollisionError before that part goes out; the
 * same name again (a list of files) passes.
 */

const CRLF2 = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

export class MultipartError extends Error {}

export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A field name is UTF-8 (as browsers send it): renamed as text, not as latin1 letters, whose
 * lower case would change the bytes of a Cyrillic name. Bytes that are not UTF-8 are renamed
 * as latin1, as before.
 */
function renameUtf8(latin1: string, rename: (name: string) => string): string {
  let name: string;
  try {
    name = UTF8.decode(Buffer.from(latin1, 'latin1'));
  } catch {
    return rename(latin1);
  }
  return Buffer.from(rename(name), 'utf8').toString('latin1');
}

function renameInHeaders(block: Buffer, rename: (name: string) => string): Buffer {
  // latin1 maps bytes 1:1, so file names in any encoding survive the round trip untouched.
  const text = block.toString('latin1');
  const renamed = text.replace(
    /^(content-disposition:[^\r\n]*?;\s*name=")([^"]*)(")/im,
    (_, before: string, name: string, after: string) => `${before}${renameUtf8(name, rename)}${after}`,
  );
  return renamed === text ? block : Buffer.from(renamed, 'latin1');
}

type State = 'start' | 'body' | 'after-delimiter' | 'headers' | 'epilogue';

export async function* renameMultipartFields(
  source: AsyncIterable<Uint8Array>,
  boundary: string,
  rename: (name: string) => string,
): AsyncGenerator<Buffer> {
  const first = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buf = Buffer.alloc(0);
  let state: State = 'start';
  const check = collisionCheck('field');
  const renameOnce = (name: string) => {
    const converted = rename(name);
    check(name, converted);
    return converted;
  };

  const step = (final: boolean): Buffer[] => {
    const out: Buffer[] = [];
    for (;;) {
      if (state === 'epilogue') {
        if (buf.length) out.push(buf);
        buf = Buffer.alloc(0);
        return out;
      }
      if (state === 'start') {
        if (buf.length < first.length && !final) return out;
        if (buf.subarray(0, first.length).equals(first)) {
          out.push(buf.subarray(0, first.length));
          buf = buf.subarray(first.length);
          state = 'after-delimiter';
        } else {
          state = 'body';
        }
        continue;
      }
      if (state === 'body') {
        const at = buf.indexOf(delimiter);
        if (at === -1) {
          // Keep a tail that could be the start of a delimiter split across chunks.
          const keep = final ? 0 : Math.min(buf.length, delimiter.length - 1);
          if (buf.length > keep) out.push(buf.subarray(0, buf.length - keep));
          buf = buf.subarray(buf.length - keep);
          return out;
        }
        out.push(buf.subarray(0, at + delimiter.length));
        buf = buf.subarray(at + delimiter.length);
        state = 'after-delimiter';
        continue;
      }
      if (state === 'after-delimiter') {
        if (buf.length < 2 && !final) return out;
        state = buf.subarray(0, 2).toString('latin1') === '--' ? 'epilogue' : 'headers';
        continue;
      }
      // headers
      const end = buf.indexOf(CRLF2);
      if (end === -1) {
        if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('multipart part headers too large');
        if (final) throw new MultipartError('multipart body ends inside part headers');
        return out;
      }
      out.push(renameInHeaders(buf.subarray(0, end + CRLF2.length), renameOnce));
      buf = buf.subarray(end + CRLF2.length);
      state = 'body';
    }
  };

  for await (const chunk of source) {
    buf = buf.length ? Buffer.concat([buf, chunk]) : Buffer.from(chunk);
    yield* step(false);
  }
  yield* step(true);
}
