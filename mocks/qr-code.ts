import QRCode from 'qrcode';

/**
 * The demo upstream's `qr_code`: a real, scannable QR code (the maintained `qrcode` encoder,
 * error correction M) drawn as an SVG data URL, as an upstream would serve it.
 */

/** The code's modules, row by row (true = dark), without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => !!modules.get(y, x)));
}

export function qrSvg(text: string): string {
  const matrix = qrMatrix(text);
  const border = 4;
  const size = matrix.length + border * 2;
  const path: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path.push(`M${x + border},${y + border}h1v1h-1z`);
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${path.join('')}" fill="#000"/></svg>`
  );
}

export function qrSvgDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(text)).toString('base64')}`;
}
