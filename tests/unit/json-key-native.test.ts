/** @jest-environment node */
import { JsonKeyTransform, JsonSyntaxError } from '@/lib/json-key-stream';
import { NATIVE_BUILD_PATH, nativeScan } from '@/lib/native/json-keys';
import { makeGenerator, prng } from '../helpers/json-documents';

/**
 * The C scanner (lib/native/json-keys.c) must change nothing but speed: with it and without it
 * the transform writes the same bytes and refuses the same documents at the same chunk.
 * `npm test` builds it first (scripts/ensure-services.mjs installs gcc when it is missing).
 */

type Outcome = { bytes: string } | { error: string; at: number };

/** Runs the transform over copies of the chunks (it rewrites them in place). */
function run(chunks: readonly Buffer[], native: boolean, dropDataTokens = true): Outcome {
  const transform = new JsonKeyTransform({ to: 'camel', ownsChunks: true, dropDataTokens, native });
  expect(transform.usesNative).toBe(native);
  const out: Buffer[] = [];
  let at = 0;
  try {
    for (const chunk of chunks) {
      out.push(Buffer.from(transform.push(Buffer.from(chunk))));
      at += 1;
    }
    transform.end();
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { error: error.message, at };
  }
  return { bytes: Buffer.concat(out).toString('latin1') };
}

function split(bytes: Buffer, size: () => number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const length = Math.max(1, size());
    chunks.push(bytes.subarray(at, at + length));
    at += length;
  }
  return chunks;
}

/** Plain comparison (expect() per document would cost more than the conversion); names the case. */
function same(chunks: readonly Buffer[], what: string, dropDataTokens = true): void {
  const js = run(chunks, false, dropDataTokens);
  const native = run(chunks, true, dropDataTokens);
  if (JSON.stringify(js) !== JSON.stringify(native)) {
    throw new Error(`${what}: native and JavaScript differ\n${Buffer.concat(chunks).toString().slice(0, 400)}\njs ${JSON.stringify(js).slice(0, 400)}\nnative ${JSON.stringify(native).slice(0, 400)}`);
  }
}

describe('the C key scanner', () => {
  it('is built and loaded', () => {
    // Without it every other test here would compare the JavaScript with itself.
    if (nativeScan === null) throw new Error(`${NATIVE_BUILD_PATH} is missing or stale: run node scripts/build-native.mjs (needs gcc)`);
    expect(new JsonKeyTransform({ to: 'camel', ownsChunks: true }).usesNative).toBe(true);
    // Only where it may write into the chunks: never for the caller's own bytes, never upstream-bound.
    expect(new JsonKeyTransform({ to: 'camel' }).usesNative).toBe(false);
    expect(new JsonKeyTransform({ to: 'snake', ownsChunks: true }).usesNative).toBe(false);
  });

  it('writes the same bytes as the JavaScript on 3 000 generated documents, cut at every byte and at random', () => {
    const random = prng(1818);
    const generate = makeGenerator(random);
    for (let seed = 0; seed < 3000; seed += 1) {
      const input = Buffer.from(generate(seed % 500 === 0 ? 0.5 : 0));
      same([input], `document ${seed} whole`);
      if (input.length < 4000) same(split(input, () => 1), `document ${seed} in 1-byte chunks`);
      same(split(input, () => Math.floor(random() * 96)), `document ${seed} in random chunks`);
    }
  });

  it('refuses the same broken documents at the same chunk, with the same message', () => {
    const random = prng(77);
    const generate = makeGenerator(random);
    const junk = ['', '{', '}', '[', ']', ',', ':', '"', '\\', 'x', '-', '.', 'e', 'E', '+', '0', ' ', 'tru', 'nul', 'fals', '\u0001', '\uFEFF', '_'];
    let refused = 0;
    for (let seed = 0; seed < 4000; seed += 1) {
      const text = generate();
      const at = Math.floor(random() * (text.length + 1));
      const mutated = Buffer.from(text.slice(0, at) + junk[Math.floor(random() * junk.length)] + text.slice(at + (random() < 0.5 ? 1 : 0)));
      const chunks = split(mutated, () => 1 + Math.floor(random() * 24));
      same(chunks, `mutated document ${seed}`);
      if ('error' in run(chunks, true)) refused += 1;
    }
    expect(refused).toBeGreaterThan(1000);
  });

  it('survives random bytes the way the JavaScript does', () => {
    const random = prng(5);
    const alphabet = Buffer.from('{}[]:,"\\ \n0123456789-+.eEtrufalsn_abcxyzu\u0001');
    for (let seed = 0; seed < 3000; seed += 1) {
      const length = Math.floor(random() * 200);
      const bytes = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) bytes[i] = random() < 0.9 ? alphabet[Math.floor(random() * alphabet.length)]! : Math.floor(random() * 256);
      // Most are refused; the point is that both agree and the process is still here.
      same(split(bytes, () => 1 + Math.floor(random() * 32)), `random bytes ${seed}`);
    }
  });

  it('converts repeated list keys around its 16-byte key table, at every chunk boundary', () => {
    // Keys of 13 to 18 bytes with their quotes straddle the table's limit; each list is cut at
    // every position once, so every key is met split, at a chunk's last 16 bytes and whole.
    const keys = ['a_b', 'item_id', 'is_active', 'abcdefghij_k', 'abcdefghijk_l', 'abcdefghijkl_m', 'abcdefghijklm_n', 'abcdefghijklmn_o', '_lead', 'trail_', 'x__y', 'a_1_b', 'data', 'id'];
    const item = (i: number) => `{${keys.map((key, k) => `"${key}":${k % 3 === 0 ? `"v_${i}"` : k % 3 === 1 ? i : 'true'}`).join(',')}}`;
    const text = `{"data":[${Array.from({ length: 12 }, (_, i) => item(i)).join(',')}],"total_pages":1}`;
    const input = Buffer.from(text);
    for (let cut = 1; cut < input.length; cut += 1) same([input.subarray(0, cut), input.subarray(cut)], `cut at ${cut}`);
    same(split(input, () => 7), 'in 7-byte chunks');
    expect(run([input], true)).toEqual({
      bytes: expect.stringContaining('"abcdefghijklmnO" :0,"_lead":true,"trail_":"v_0","xY"  :0,"a1B"  :true') as string,
    });
  });

  it('leaves the data object to the JavaScript: tokens are still dropped, commas still right', () => {
    const cases = [
      '{"data":{"access_token":"t","item_id":1,"refresh_token":{"x_y":[1,{"z_z":2}]},"is_active":true}}',
      '{"data":{"a_b":{"c_d":[{"e_f":1}]},"access_token":"t"},"meta_info":{"total_pages":2}}',
      '{"meta_info":{"a_b":1},"data":{"access_token":"t"}}',
      '{"data":[{"access_token":"t"}]}',
      '{"data" : { "item_id" : 1 , "access_token" : "t" } }',
      '{"d\\u0061ta":{"access_token":"t","x_y":1}}',
    ];
    for (const text of cases) {
      const input = Buffer.from(text);
      for (let cut = 1; cut < input.length; cut += 1) same([input.subarray(0, cut), input.subarray(cut)], `${text} cut at ${cut}`);
      const result = run([input], true);
      expect(result).toEqual(run([input], false));
      if ('bytes' in result && text.includes('"data":{') ) expect(result.bytes).not.toMatch(/access|refresh/i);
    }
  });

  it('refuses arguments that would make it read or write outside its memory', () => {
    const scan = nativeScan!;
    // The addon's TypeError comes from Node's own realm, not the test's: matched by name and text.
    const refused = (call: () => unknown, text: RegExp) => {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ name: 'TypeError', message: expect.stringMatching(text) as string });
    };
    const state = new Int32Array(9);
    const stack = new Uint8Array(4096);
    const chunk = Buffer.from('{"a_b":1}');
    expect(scan(chunk, 0, state, stack)).toBe(chunk.length);
    refused(() => scan(chunk, 10, new Int32Array(9), stack), /from:/);
    refused(() => scan(chunk, 0, new Int32Array(3), stack), /state:/);
    refused(() => scan(chunk, 0, new Int32Array(9), new Uint8Array(16)), /stack:/);
    refused(() => scan([1, 2] as unknown as Uint8Array, 0, new Int32Array(9), stack), /chunk:/);
    const deep = new Int32Array(9);
    deep[5] = 5000; // deeper than the stack
    refused(() => scan(chunk, 0, deep, stack), /state:\snot/);
    const literal = new Int32Array(9);
    literal[0] = 12; // LITERAL
    literal[2] = 0; // "true"
    literal[3] = 4; // past its end
    refused(() => scan(Buffer.from('x'), 0, literal, stack), /state:\snot/);
  });
});
