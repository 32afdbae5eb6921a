/** @jest-environment node */
import jsQR from 'jsqr';
import { qrMatrix, qrSvg, qrSvgDataUrl } from '@/mocks/qr-code';

/** Draws the SVG's unit squares into RGBA pixels (white quiet zone, `scale` px a module). */
function rasterise(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+),(\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.set([0, 0, 0, 255], offset);
      }
    }
  }
  return { pixels, width };
}

const decode = (svg: string) => {
  const { pixels, width } = rasterise(svg);
  return jsQR(pixels, width, width)?.data;
};

describe('QR code of the demo upstream', () => {
  it.each([
    'a',
    'https://apps.demo.ru/download/3f6c1a52-8d0e-4c7b-9a41-2b7e5d1f0c11',
    'Кофейня «Утро»',
    'x'.repeat(200),
  ])('decodes back to its text (%#)', (text) => {
    expect(decode(qrSvg(text))).toBe(text);
  });

  it('draws a quiet zone of four modules around the code', () => {
    const modules = qrMatrix('a').length;
    expect(qrSvg('a')).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
  });

  it('is served as an SVG data URL', () => {
    const url = qrSvgDataUrl('hello');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(decode(Buffer.from(url.split(',')[1]!, 'base64').toString())).toBe('hello');
  });
});
