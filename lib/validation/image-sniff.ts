/**
 * What an uploaded file really is, read from its bytes rather than its name: the format by its
 * signature and the pixel size from its header. A text file renamed to .jpg has no signature;
 * a truncated picture has no readable size. Both are refused before anything is uploaded.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface SniffedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Extensions each format may carry. */
export const FORMAT_EXTENSIONS: Record<ImageFormat, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

function pngSize(b: Uint8Array) {
  // The first chunk must be IHDR: width and height as 32-bit big-endian numbers.
  if (b.length < 24 || !startsWith(b, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function jpegSize(b: Uint8Array) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    // Start-of-frame markers (baseline, progressive, …) hold height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array) {
  if (startsWith(b, [0x56, 0x50, 0x38, 0x20], 12) && b.length >= 30) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (startsWith(b, [0x56, 0x50, 0x38, 0x4c], 12) && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, [0x56, 0x50, 0x38, 0x58], 12) && b.length >= 30) {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

/** The format and pixel size of image bytes, or null when they are not a readable image. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  let format: ImageFormat | null = null;
  let size: { width: number; height: number } | null = null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    format = 'png';
    size = pngSize(bytes);
  } else if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    format = 'jpeg';
    size = jpegSize(bytes);
  } else if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && bytes.length >= 10) {
    format = 'gif';
    size = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  } else if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    format = 'webp';
    size = webpSize(bytes);
  }
  if (!format || !size || size.width <= 0 || size.height <= 0) return null;
  return { format, ...size };
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  // Older engines (and jsdom) have no Blob.arrayBuffer: FileReader does the same.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a file and sniffs it; null when it is not a readable image. */
export async function sniffImageFile(file: Blob): Promise<SniffedImage | null> {
  try {
    return sniffImage(new Uint8Array(await readBytes(file)));
  } catch {
    return null;
  }
}
