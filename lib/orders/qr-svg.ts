import 'server-only';
import QRCode from 'qrcode';

/**
 * A QR code as an SVG path, drawn on the server, so a print page shows it without any script and
 * the browser never loads the encoder. The maintained `qrcode` encoder (error correction M, as
 * the demo upstream's codes) gives the modules; this draws each row's dark runs as rectangles.
 */
export interface QrSvg {
  /** The side of the viewBox in modules, quiet zone included. */
  size: number;
  /** One path of unit-high rectangles, in viewBox units. */
  path: string;
}

/** Four modules of white around the code: the quiet zone scanners need. */
const QUIET_ZONE = 4;

export function qrSvg(text: string): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x += 1;
      const run = x - start;
      parts.push(`M${start + QUIET_ZONE},${y + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}
