import {
  fileExtension,
  IMAGE_HINT,
  IMAGE_MAX_BYTES,
  imageFileErrors,
  joinImageErrors,
  resolutionError,
  resolutionMatches,
  validateImageFile,
} from '@/lib/validation/image';

const SIZE = 'Размер файла превышает установленные значения';
const FORMAT = 'Формат изображения не соответствует требованию';

describe('image rules (§5)', () => {
  it('has the limits and hint of §9', () => {
    expect(IMAGE_MAX_BYTES).toBe(3145728);
    expect(IMAGE_HINT).toBe('1920 px - 1280 px; не более 3 Мб; jpg, png');
  });

  it.each([
    ['photo.jpg', 1000, []],
    ['photo.JPEG', 1000, []],
    ['photo.png', IMAGE_MAX_BYTES, []],
    ['photo.png', IMAGE_MAX_BYTES + 1, [SIZE]],
    ['photo.gif', 1000, [FORMAT]],
    ['photo.webp', IMAGE_MAX_BYTES + 1, [SIZE, FORMAT]],
    ['png', 10, [FORMAT]],
    ['photo.jpg.exe', 10, [FORMAT]],
  ])('%s of %i bytes → %p', (name, size, expected) => {
    expect(imageFileErrors({ name, size })).toEqual(expected);
  });

  it('joins the messages with commas', () => {
    expect(validateImageFile({ name: 'a.bmp', size: 5_000_000 })).toBe(`${SIZE}, ${FORMAT}`);
    expect(validateImageFile({ name: 'a.png', size: 1 })).toBeNull();
    expect(joinImageErrors([SIZE, FORMAT, SIZE])).toBe(`${SIZE}, ${FORMAT}`);
  });

  it('takes other limits', () => {
    expect(imageFileErrors({ name: 'icon.svg', size: 50 }, { extensions: ['.svg'], maxBytes: 100 })).toEqual([]);
    expect(imageFileErrors({ name: 'a.jpg', size: 200 }, { maxBytes: 100 })).toEqual([SIZE]);
  });

  it('reads extensions', () => {
    expect(fileExtension('a.b.PNG')).toBe('png');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('name.')).toBe('');
  });

  it('checks a resolution exactly, as a minimum or as a maximum', () => {
    const rule = { width: 1920, height: 1280 };
    expect(resolutionMatches({ width: 1920, height: 1280 }, rule)).toBe(true);
    expect(resolutionMatches({ width: 1921, height: 1280 }, rule)).toBe(false);
    expect(resolutionMatches({ width: 4000, height: 3000 }, { ...rule, compare: 'atLeast' })).toBe(true);
    expect(resolutionMatches({ width: 800, height: 600 }, { ...rule, compare: 'atMost' })).toBe(true);
    expect(resolutionMatches({ width: 800, height: 1300 }, { ...rule, compare: 'atMost' })).toBe(false);
    expect(resolutionError({ width: 10, height: 10 }, rule)).toBe('Разрешение изображения не соответствует требованию');
    expect(resolutionError({ width: 1920, height: 1280 }, rule)).toBeNull();
  });
});
