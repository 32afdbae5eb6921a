/** @jest-environment node */
import { qrMatrix, qrSvg, reedSolomon } from '@/mocks/qr-code';

describe('QR code encoder of the demo upstream', () => {
  it('computes Reed–Solomon codewords as in the ISO/IEC 18004 example (1-M, "01234567")', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(reedSolomon(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it.each([
    ['a', 21],
    ['https://apps.demo.ru/download/3f6c1a52-8d0e-4c7b-9a41-2b7e5d1f0c11', 37],
    ['x'.repeat(200), 57],
  ])('picks the smallest version for %#', (text, size) => {
    expect(qrMatrix(text)).toHaveLength(size);
  });

  it('draws the finder, timing and dark-module patterns', () => {
    const m = qrMatrix('https://apps.demo.ru/download/x');
    const size = m.length;
    const finder = (x0: number, y0: number) =>
      Array.from({ length: 7 }, (_, y) =>
        Array.from({ length: 7 }, (_, x) => (m[y0 + y]![x0 + x] ? '#' : '.')).join(''),
      ).join('/');
    const expected = '#######/#.....#/#.###.#/#.###.#/#.###.#/#.....#/#######';
    expect(finder(0, 0)).toBe(expected);
    expect(finder(size - 7, 0)).toBe(expected);
    expect(finder(0, size - 7)).toBe(expected);
    for (let i = 8; i < size - 8; i += 1) {
      expect(m[6]![i]).toBe(i % 2 === 0);
      expect(m[i]![6]).toBe(i % 2 === 0);
    }
    expect(m[size - 8]![8]).toBe(true);
  });

  it('writes the same format information twice', () => {
    const m = qrMatrix('hello');
    const size = m.length;
    const first: boolean[] = [];
    for (let i = 0; i <= 5; i += 1) first.push(m[i]![8]!);
    first.push(m[7]![8]!, m[8]![8]!, m[8]![7]!);
    for (let i = 9; i < 15; i += 1) first.push(m[8]![14 - i]!);
    const second: boolean[] = [];
    for (let i = 0; i < 8; i += 1) second.push(m[8]![size - 1 - i]!);
    for (let i = 8; i < 15; i += 1) second.push(m[size - 15 + i]![8]!);
    expect(second).toEqual(first);
    // Level M: the two level bits, after the 0x5412 mask, read 1 0 from the top.
    const bits = first.reduce((value, bit, i) => value | (Number(bit) << i), 0) ^ 0x5412;
    expect(bits >> 13).toBe(0);
  });

  it('renders an SVG with a quiet zone', () => {
    expect(qrSvg('a')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 29 29"/);
  });

  it('refuses text beyond version 10', () => {
    expect(() => qrMatrix('x'.repeat(300))).toThrow('Текст слишком длинный для QR-кода');
  });
});
