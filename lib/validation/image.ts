import { messages } from './messages';

/** §5/§9: banner and company images. */
export const IMAGE_MAX_BYTES = 3145728;
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png'];
/** §9 dropzone hint size. */
export const IMAGE_RESOLUTION = { width: 1920, height: 1280 } as const;
/** §2: the dropzone's default hint, verbatim. */
export const IMAGE_HINT = '1920 px - 1280 px; не более 3 Мб; jpg, png';

export interface ResolutionRule {
  width: number;
  height: number;
  /** How the image must compare with width × height; 'exact' by default. */
  compare?: 'exact' | 'atLeast' | 'atMost';
}

export interface ImageRules {
  /** Largest size in bytes; 3145728 by default. */
  maxBytes?: number;
  /** Allowed extensions without the dot, any case; jpg, jpeg, png by default. */
  extensions?: readonly string[];
}

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The §5 messages a file breaks, size first: 'Размер файла превышает установленные значения',
 * 'Формат изображения не соответствует требованию'.
 */
export function imageFileErrors(file: { name: string; size: number }, rules: ImageRules = {}): string[] {
  const maxBytes = rules.maxBytes ?? IMAGE_MAX_BYTES;
  const extensions = (rules.extensions ?? IMAGE_EXTENSIONS).map((ext) => ext.replace(/^\./, '').toLowerCase());
  const errors: string[] = [];
  if (file.size > maxBytes) errors.push(messages.fileSize);
  if (!extensions.includes(fileExtension(file.name))) errors.push(messages.imageFormat);
  return errors;
}

/** Messages shown together, joined by commas (§5); duplicates once. */
export function joinImageErrors(errors: readonly string[]): string {
  return Array.from(new Set(errors)).join(', ');
}

/** The joined message for one file, or null when it is fine. */
export function validateImageFile(file: { name: string; size: number }, rules: ImageRules = {}): string | null {
  const errors = imageFileErrors(file, rules);
  return errors.length ? joinImageErrors(errors) : null;
}

export function resolutionMatches(size: { width: number; height: number }, rule: ResolutionRule): boolean {
  switch (rule.compare ?? 'exact') {
    case 'atLeast':
      return size.width >= rule.width && size.height >= rule.height;
    case 'atMost':
      return size.width <= rule.width && size.height <= rule.height;
    default:
      return size.width === rule.width && size.height === rule.height;
  }
}

/** 'Разрешение изображения не соответствует требованию' or null. */
export function resolutionError(size: { width: number; height: number }, rule: ResolutionRule): string | null {
  return resolutionMatches(size, rule) ? null : messages.imageResolution;
}

/** The pixel size of an image file, decoded by the browser; rejects when it cannot be read. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(messages.fileRead));
    };
    image.src = url;
  });
}
