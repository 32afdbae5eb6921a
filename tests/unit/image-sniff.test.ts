import { sniffImage } from '@/lib/validation/image-sniff';
import { pngHeader, solidPng } from '../helpers/png';

/** SOI, an APP0 segment, then a baseline frame header saying height × width. */
function jpegHeader(width: number, height: number, progressive = false): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, progressive ? 0xc2 : 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, 0xff, ...sof, 0xff, 0xd9]);
}

describe('sniffImage: the format and size from the bytes', () => {
  it('reads PNG and JPEG (baseline, progressive) sizes from their headers', () => {
    expect(sniffImage(new Uint8Array(solidPng(3, 2)))).toEqual({ format: 'png', width: 3, height: 2 });
    expect(sniffImage(new Uint8Array(pngHeader(1920, 1280)))).toEqual({ format: 'png', width: 1920, height: 1280 });
    expect(sniffImage(jpegHeader(1920, 1280))).toEqual({ format: 'jpeg', width: 1920, height: 1280 });
    expect(sniffImage(jpegHeader(640, 480, true))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('refuses text, a cut header and a zero size', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('просто текст'))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
    expect(sniffImage(jpegHeader(640, 480).slice(0, 20))).toBeNull();
    expect(sniffImage(new Uint8Array(pngHeader(0, 10)))).toBeNull();
    expect(sniffImage(jpegHeader(0, 480))).toBeNull();
  });
});
