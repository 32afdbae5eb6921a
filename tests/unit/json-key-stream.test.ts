/** @jest-environment node */
import { KeyCollisionError } from '@/lib/format/case';
import { HEAD_BYTES, prepareJsonBody } from '@/lib/server/proxy/json-body';
import { JsonKeyTransform, JsonSyntaxError, cachedKeyCount, convertJsonKeys } from '@/lib/server/proxy/json-key-stream';
import { buffered, makeGenerator, prng, streamed } from '../helpers/json-documents';

describe('streaming key conversion equals the buffered conversion', () => {
  it('on 10 000 generated documents, in both directions, split at every byte and at random', () => {
    const random = prng(18);
    const generate = makeGenerator(random);
    let documents = 0;
    let bytes = 0;
    for (let seed = 0; seed < 10_000; seed += 1) {
      const text = generate(seed % 2000 === 0 ? 0.5 : 0);
      const input = Buffer.from(text);
      documents += 1;
      bytes += input.length;
      for (const to of ['camel', 'snake'] as const) {
        const expected = buffered(text, to);
        const options = { to, dropDataTokens: to === 'camel' };
        const check = (how: string, out: string) => {
          // Plain comparison: expect() per document would cost more than the conversion.
          if (JSON.stringify(JSON.parse(out)) !== expected) {
            throw new Error(`document ${seed} (${to}, ${how}) differs: ${text.slice(0, 300)}\ngot ${out.slice(0, 300)}`);
          }
        };
        check('whole', Buffer.from(convertJsonKeys(input, options)).toString('utf8'));
        // One byte per chunk puts a chunk boundary at every position of the document.
        if (input.length < 20_000) check('1-byte chunks', streamed(input, () => 1, options, false));
        else check('4 KB chunks', streamed(input, () => 1 + Math.floor(random() * 8192), options));
        // Copied chunks, so they may be handed over: the in-place mode is checked on every document too.
        check('random chunks', streamed(input, () => Math.floor(random() * 64), { ...options, ownsChunks: true }));
      }
    }
    expect(documents).toBe(10_000);
    expect(bytes).toBeGreaterThan(1_500_000);
  });

  it('on lists whose objects repeat their keys (the guessed next key), including near misses', () => {
    // The transform guesses each key from the one before; these lists make the guess right,
    // almost right (a prefix, a longer key, an escape) and wrong, at every chunk boundary.
    const random = prng(42);
    const variants = ['item_id', 'item_i', 'item_idx', 'item\\u005fid', 'item_id\\"', 'base_price', 'access_token'];
    for (let seed = 0; seed < 300; seed += 1) {
      const items = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => {
        const first = random() < 0.7 ? 'item_id' : variants[Math.floor(random() * variants.length)]!;
        return `{"${first}":${i},"item_name":"Товар ${i}","is_active":true,"base_price":${1000 + i},"category_ids":[1,2]}`;
      });
      const text = random() < 0.5 ? `{"data":[${items.join(',')}],"total_pages":1}` : `{"data":${items[0]}}`;
      const expected = buffered(text, 'camel');
      const options = { to: 'camel' as const, dropDataTokens: true };
      // ownsChunks: keys rewritten in the chunks themselves (each chunk is a fresh copy here).
      const owning = { ...options, ownsChunks: true };
      for (const out of [
        streamed(Buffer.from(text), () => 1, options, false),
        streamed(Buffer.from(text), () => Math.floor(random() * 40), options),
        Buffer.from(convertJsonKeys(Buffer.from(text), options)).toString('utf8'),
        streamed(Buffer.from(text), () => 1, owning),
        streamed(Buffer.from(text), () => Math.floor(random() * 4000), owning),
        Buffer.from(convertJsonKeys(Buffer.from(text), owning)).toString('utf8'),
      ]) {
        if (JSON.stringify(JSON.parse(out)) !== expected) throw new Error(`seed ${seed}: ${text}\ngot ${out}`);
      }
    }
  });

  it('finds a known key again after rewriting a chunk in place (the cache keeps copies, not views)', () => {
    // A cached key that were a view of its chunk would be overwritten by the in-place rewrite:
    // the next document would miss it and add it again (correct output, but a JSON.parse per key).
    const key = `cache_probe_${Date.now()}`;
    const before = cachedKeyCount('camel');
    for (let round = 0; round < 3; round += 1) {
      const chunk = Buffer.from(`{"${key}":1,"${key}_b":2}`);
      new JsonKeyTransform({ to: 'camel', ownsChunks: true }).push(chunk);
    }
    expect(cachedKeyCount('camel')).toBe(before + 2);
  });

  it('refuses exactly what JSON.parse refuses (mutated documents)', () => {
    const random = prng(7);
    const generate = makeGenerator(random);
    const junk = ['', '{', '}', '[', ']', ',', ':', '"', '\\', 'x', '-', '.', 'e', '0', ' ', 'tru', 'nul', '\u0001', '\uFEFF'];
    let refused = 0;
    for (let seed = 0; seed < 3000; seed += 1) {
      const text = generate();
      const at = Math.floor(random() * (text.length + 1));
      const cut = random() < 0.5 ? 1 : 0;
      const mutated = text.slice(0, at) + junk[Math.floor(random() * junk.length)] + text.slice(at + cut);
      let valid = true;
      try {
        JSON.parse(mutated);
      } catch {
        valid = false;
      }
      if (mutated.length === 0) continue; // an empty body is allowed (and stays empty)
      const run = () => streamed(Buffer.from(mutated), () => 1 + Math.floor(random() * 8), { to: 'camel' });
      if (valid) expect(run).not.toThrow();
      else {
        refused += 1;
        expect(run).toThrow(JsonSyntaxError);
      }
    }
    expect(refused).toBeGreaterThan(500);
  });

  // A shorter key is written over the raw one and padded with spaces before its colon, so the
  // bytes after it need not move (the lazy commas of `data` are the exception: they do move).
  it.each([
    ['{"data":{"access_token":"t","a_b":1,"refresh_token":{"x_y":[1,{"z":2}]}}}', '{"data":{"aB" :1}}'],
    ['{"data":{"a":1,"access_token":"t"}}', '{"data":{"a":1}}'],
    ['{"data":{"a_b":1,"c_d":2}}', '{"data":{"aB" :1,"cD":2}}'],
    ['{"data":[{"access_token":"t"}]}', '{"data":[{"accessToken" :"t"}]}'],
    ['{"x":{"access_token":"t"}}', '{"x":{"accessToken" :"t"}}'],
    ['{"x_y":{"z":"a_b"}}', '{"xY" :{"z":"a_b"}}'],
    ['  ', null],
    ['{"a":1}{', null],
    ['01', null],
  ])('camel, tokens dropped: %s', (input, output) => {
    const run = () => Buffer.from(convertJsonKeys(Buffer.from(input), { to: 'camel', dropDataTokens: true })).toString();
    if (output === null) expect(run).toThrow(JsonSyntaxError);
    else expect(run()).toBe(output);
  });

  it('hands a key cut by a chunk boundary out in place, as pieces of the chunks themselves (pushParts)', () => {
    const text = '{"data":[{"item_id":1,"item_name":"a_b"},{"item_id":2,"item_name":"b"}],"total_pages":1,"x":{"y_z":[]}}';
    const expected = buffered(text, 'camel');
    for (let cut = 1; cut < text.length; cut += 1) {
      const chunks = [Buffer.from(text.slice(0, cut)), Buffer.from(text.slice(cut))];
      const transform = new JsonKeyTransform({ to: 'camel', ownsChunks: true, dropDataTokens: true });
      const parts = chunks.flatMap((chunk) => transform.pushParts(chunk));
      transform.end();
      expect(JSON.stringify(JSON.parse(Buffer.concat(parts).toString()))).toBe(expected);
      // Each piece is a view of one of the chunks (a 64 KB chunk was copied whole before).
      const inside = (part: Uint8Array) =>
        chunks.some((chunk) => chunk.buffer === part.buffer && part.byteOffset >= chunk.byteOffset && part.byteOffset + part.length <= chunk.byteOffset + chunk.length);
      expect(parts.every(inside)).toBe(true);
    }
  });

  it('keeps an empty body empty and values untouched', () => {
    expect(convertJsonKeys(Buffer.alloc(0), { to: 'camel' }).length).toBe(0);
    const chunk = Buffer.from('[1, "a_b", true, {"a_b": "c_d"}]');
    expect(Buffer.from(new JsonKeyTransform({ to: 'camel' }).push(chunk)).toString()).toBe('[1, "a_b", true, {"aB" : "c_d"}]');
    // Nothing to rewrite: the chunk itself comes back, not a copy.
    const plain = Buffer.from('{"id":1,"name":"a_b"}');
    expect(new JsonKeyTransform({ to: 'camel' }).push(plain)).toBe(plain);
    // The caller's bytes are never written to, unless it hands them over.
    const input = Buffer.from('{"item_id":1}');
    expect(Buffer.from(new JsonKeyTransform({ to: 'camel' }).push(input)).toString()).toBe('{"itemId" :1}');
    expect(input.toString()).toBe('{"item_id":1}');
    expect(new JsonKeyTransform({ to: 'camel', ownsChunks: true }).push(input)).toBe(input);
    expect(input.toString()).toBe('{"itemId" :1}');
  });
});

describe('keys that collide once converted (uniqueKeys, bodies going upstream)', () => {
  const snake = { to: 'snake' as const, uniqueKeys: true };
  // Each: the document, and the upstream key both members become.
  const COLLIDING: [string, string][] = [
    ['{"phone":"9161234567","Phone":"9031112233"}', 'phone'],
    ['{"phone":"9161234567","phone":"9031112233"}', 'phone'],
    ['{"phone":"9161234567","PHONE":"9031112233"}', 'phone'],
    ['{"phone":"9161234567"," phone":"9031112233"}', 'phone'],
    ['{"phone":"9161234567","phone\\t":"9031112233"}', 'phone'],
    ['{"phone":"9161234567","ph\\u006fne":"9031112233"}', 'phone'],
    ['{"oldPhone":"79161234567","old_phone":"79031112233"}', 'old_phone'],
    ['{"a":1,"x":{"y":[{"z":1}]},"b":{},"A":2}', 'a'],
    ['{"list":[{"itemId":1,"item_id":2}]}', 'item_id'],
    ['[{"ok":1},{"deep":{"pageSize":1,"page_size":2}}]', 'page_size'],
  ];

  it.each(COLLIDING)('refuses %s whole', (text, key) => {
    expect(() => convertJsonKeys(Buffer.from(text), snake)).toThrow(new KeyCollisionError(key, 'field'));
  });

  it.each(COLLIDING)('refuses %s streamed, split at every byte, before any byte of the second key goes out', (text, key) => {
    const input = Buffer.from(text);
    // The converted document up to the second key's opening quote: all that may go out.
    const second = Buffer.from(text.slice(0, text.lastIndexOf('"', text.lastIndexOf(':') - 2)));
    const allowed = new JsonKeyTransform({ to: 'snake' }).push(second).length;
    for (let cut = 1; cut < input.length; cut += 1) {
      const transform = new JsonKeyTransform(snake);
      const out: Uint8Array[] = [];
      let error: unknown;
      try {
        for (const chunk of [input.subarray(0, cut), input.subarray(cut)]) out.push(transform.push(chunk));
        transform.end();
      } catch (caught) {
        error = caught;
      }
      expect(error).toEqual(new KeyCollisionError(key, 'field'));
      // What went out ends before the second key's opening quote.
      expect(Buffer.concat(out).length).toBeLessThanOrEqual(allowed);
    }
  });

  it('passes the same key in different objects, and is off for answers to the browser', () => {
    const text = '{"phone":1,"user":{"phone":2,"items":[{"itemId":1},{"itemId":2}]},"items":[]}';
    expect(JSON.parse(Buffer.from(convertJsonKeys(Buffer.from(text), snake)).toString())).toEqual({
      phone: 1,
      user: { phone: 2, items: [{ item_id: 1 }, { item_id: 2 }] },
      items: [],
    });
    // Answers are the upstream's own: converted as before, the last of two alike kept by the reader.
    expect(() => convertJsonKeys(Buffer.from('{"item_id":1,"itemId":2}'), { to: 'camel' })).not.toThrow();
    expect(() => convertJsonKeys(Buffer.from('{"phone":1,"Phone":2}'), { to: 'snake' })).not.toThrow();
  });

  describe('prepareJsonBody: the canonical request', () => {
    async function* from(chunks: Buffer[]) {
      yield* chunks;
    }
    const options = { limit: 10 * 1024 * 1024, tooLarge: () => new Error('too large'), whole: false };

    it('reads a small body once: the converted bytes are sent, their parse is what the checks read', async () => {
      const text = '{ "Phone" : "9161234567", " code":"12345", "userData":{"isNew":true,"total":10.10,"id":9007199254740993} }';
      const prepared = await prepareJsonBody(from([Buffer.from(text)]), options);
      const body = '{ "phone" : "9161234567", "code" :"12345", "user_data":{"is_new":true,"total":10.10,"id":9007199254740993} }';
      expect(prepared).toEqual({ kind: 'whole', value: JSON.parse(body), body: Buffer.from(body) });
    });

    it('refuses a small body whose strings are not UTF-8', async () => {
      const text = Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
      expect(await prepareJsonBody(from([text]), options)).toEqual({ kind: 'malformed' });
    });

    it('refuses a small body with colliding keys', async () => {
      expect(await prepareJsonBody(from([Buffer.from('{"phone":"1","Phone":"2"}')]), options)).toEqual({ kind: 'collision', key: 'phone' });
    });

    it('fails a streamed body (over the head size) at the colliding key, whatever is before it', async () => {
      const filler = JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ itemId: i, itemName: `Товар ${i}` })));
      expect(filler.length).toBeGreaterThan(HEAD_BYTES);
      const text = `{"items":${filler},"phone":"9161234567","Phone":"9031112233"}`;
      const chunks = Array.from({ length: Math.ceil(text.length / 4096) }, (_, i) => Buffer.from(text.slice(i * 4096, (i + 1) * 4096)));
      const prepared = await prepareJsonBody(from(chunks), options);
      expect(prepared.kind).toBe('stream');
      const out: Uint8Array[] = [];
      const run = async () => {
        for await (const chunk of (prepared as { body: AsyncIterable<Uint8Array> }).body) out.push(chunk);
      };
      await expect(run()).rejects.toEqual(new KeyCollisionError('phone', 'field'));
      expect(Buffer.concat(out).toString()).not.toContain('9031112233');
      // Read whole when asked (the public auth calls): refused before anything is sent.
      expect(await prepareJsonBody(from(chunks), { ...options, whole: true })).toEqual({ kind: 'collision', key: 'phone' });
    });
  });
});
