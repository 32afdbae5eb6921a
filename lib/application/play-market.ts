import { fileExtension, imageFileErrors } from '../validation/image';
import { messages } from '../validation/messages';

/** §5/§9 Play Market listing limits. */
export const PLAY_MARKET = {
  titleMax: 30,
  shortDescriptionMax: 80,
  descriptionMax: 4000,
  banner: { width: 1024, height: 500 },
  imagesMin: 2,
  imagesMax: 10,
  imageSideMin: 320,
  imageSideMax: 3840,
  /** §9 "52428800 for an image". */
  maxBytes: 52428800,
  extensions: ['png', 'jpg', 'jpeg'] as readonly string[],
} as const;

type Size = { width: number; height: number };
type FileInfo = { name: string; size: number };

/** Russian messages of the Play Market checks; the §5 catalogue ones come first. */
export const playMarketMessages = {
  tooLong: (label: string, max: number) => `Поле "${label}" должно быть не длиннее ${max} символов`,
  bannerSize: `Баннер должен быть ровно ${PLAY_MARKET.banner.width}×${PLAY_MARKET.banner.height} px`,
  imageRatio: 'Соотношение сторон изображения должно быть 16:9',
  imageSides: `Каждая сторона изображения должна быть от ${PLAY_MARKET.imageSideMin} до ${PLAY_MARKET.imageSideMax} px`,
  tooFew: `Добавьте не менее ${PLAY_MARKET.imagesMin} изображений`,
  tooMany: `Можно добавить не более ${PLAY_MARKET.imagesMax} изображений`,
} as const;

/** 'N / MAX', the live counter under a limited field. */
export const lengthCounter = (value: string | undefined | null, max: number) => `${(value ?? '').length} / ${max}`;

/** Format (png, jpg) and size of a Play Market picture (§5 messages). */
export function marketFileErrors(file: FileInfo): string[] {
  return imageFileErrors(file, { extensions: PLAY_MARKET.extensions, maxBytes: PLAY_MARKET.maxBytes });
}

/** §9: the banner is exactly 1024×500. */
export function marketBannerSizeErrors(size: Size): string[] {
  const { width, height } = PLAY_MARKET.banner;
  return size.width === width && size.height === height ? [] : [messages.imageResolution, playMarketMessages.bannerSize];
}

/** Whether the longer side is 16/9 of the shorter one (landscape or portrait), within 1 %. */
export function isSixteenByNine(size: Size): boolean {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  return short > 0 && Math.abs(long / short - 16 / 9) <= 0.01 * (16 / 9);
}

/** §9: screenshots are 16:9 with each side 320–3840 px. */
export function marketImageSizeErrors(size: Size): string[] {
  const errors: string[] = [];
  if (!isSixteenByNine(size)) errors.push(playMarketMessages.imageRatio);
  const sides = [size.width, size.height];
  if (sides.some((side) => side < PLAY_MARKET.imageSideMin || side > PLAY_MARKET.imageSideMax)) {
    errors.push(playMarketMessages.imageSides);
  }
  return errors.length ? [messages.imageResolution, ...errors] : [];
}

/** §9: 2 to 10 screenshots in all. */
export function marketImageCountError(count: number): string | null {
  if (count < PLAY_MARKET.imagesMin) return playMarketMessages.tooFew;
  if (count > PLAY_MARKET.imagesMax) return playMarketMessages.tooMany;
  return null;
}

/** A file the checks can decode in the browser (png, jpg), before reading its pixel size. */
export const isMarketPicture = (file: FileInfo) => PLAY_MARKET.extensions.includes(fileExtension(file.name));
