/** @jest-environment node */
import { KeyCollisionError, toSnakeKey } from '@/lib/format/case';
import { MultipartError, multipartBoundary, renameMultipartFields } from '@/lib/server/proxy/multipart';

async function encode(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const response = new Response(form);
  return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

async function* chunked(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

describe('renameMultipartFields', () => {
  it.each([1, 3, 7, 64, 100_000])('renames field names when the body arrives in %i-byte chunks', async (size) => {
    const form = new FormData();
    form.set('categoryId', '12');
    form.set('marketBanner', new Blob([Buffer.from('\r\n--not-a-boundary\r\n\r\nname="x"')]), 'файл.png');
    form.set('title', 'Заголовок; name="fake"');
    const { bytes, contentType } = await encode(form);
    const boundary = multipartBoundary(contentType)!;
    const output = await collect(renameMultipartFields(chunked(bytes, size), boundary, toSnakeKey));
    const parsed = await new Response(new Uint8Array(output), { headers: { 'content-type': contentType } }).formData();
    expect([...parsed.keys()]).toEqual(['category_id', 'market_banner', 'title']);
    expect(parsed.get('title')).toBe('Заголовок; name="fake"');
    const file = parsed.get('market_banner') as File;
    expect(file.name).toBe('файл.png');
    expect(await file.text()).toBe('\r\n--not-a-boundary\r\n\r\nname="x"');
    // Two names grew by one underscore each; nothing else changed.
    expect(output.length).toBe(bytes.length + 2);
  });

  it('reads quoted and bare boundaries and ignores other types', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
  });

  it('fails on a body cut inside part headers', async () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="x"');
    await expect(collect(renameMultipartFields(chunked(body, 5), 'b', toSnakeKey))).rejects.toBeInstanceOf(MultipartError);
  });

  it.each([
    ['phone', 'Phone'],
    ['oldPhone', 'old_phone'],
    ['phone', ' phone'],
    ['categoryId', 'category_id'],
  ])('ends the stream when %j and %j become one name, before the second part goes out', async (first, second) => {
    const form = new FormData();
    form.append(first, '9161234567');
    form.append(second, '9031112233');
    const { bytes, contentType } = await encode(form);
    for (const size of [1, 7, 100_000]) {
      const out: Buffer[] = [];
      const run = async () => {
        for await (const part of renameMultipartFields(chunked(bytes, size), multipartBoundary(contentType)!, toSnakeKey)) out.push(part);
      };
      await expect(run()).rejects.toEqual(new KeyCollisionError(toSnakeKey(first), 'field'));
      expect(Buffer.concat(out).toString('latin1')).not.toContain('9031112233');
    }
  });

  it('passes the same name given twice (a list of files) and keeps a Cyrillic name as it was', async () => {
    const form = new FormData();
    form.append('images[]', new Blob(['a']), 'a.png');
    form.append('images[]', new Blob(['b']), 'b.png');
    form.append('ТоварИд', '1');
    const { bytes, contentType } = await encode(form);
    const output = await collect(renameMultipartFields(chunked(bytes, 3), multipartBoundary(contentType)!, toSnakeKey));
    const parsed = await new Response(new Uint8Array(output), { headers: { 'content-type': contentType } }).formData();
    expect([...parsed.keys()]).toEqual(['images[]', 'images[]', toSnakeKey('ТоварИд')]);
  });
});
