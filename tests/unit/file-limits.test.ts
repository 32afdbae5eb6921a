import { checkMarketPictures } from '@/components/app-settings/market-pictures';
import { APP_ICON_RULES } from '@/lib/application/forms';
import { readImageSize, validateImageFile } from '@/lib/validation/image';

/** §5 'Не удалось прочитать файл' for a picture the browser cannot decode; §9's limit for an icon. */

const READ_FAILED = 'Не удалось прочитать файл';

/** jsdom decodes no image: this one fails every picture, as the browser does with a broken file. */
class UndecodableImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    setTimeout(() => this.onerror?.(), 0);
  }
}

describe('a picture that cannot be read', () => {
  const realImage = window.Image;
  beforeEach(() => {
    Object.assign(window, { Image: UndecodableImage });
    Object.assign(URL, { createObjectURL: () => 'blob:broken', revokeObjectURL: () => {} });
  });
  afterEach(() => Object.assign(window, { Image: realImage }));

  it('is refused with «Не удалось прочитать файл»', async () => {
    await expect(readImageSize(new Blob(['not a picture'], { type: 'image/png' }))).rejects.toThrow(READ_FAILED);
  });

  it('is named with that message among the Play Market pictures', async () => {
    const file = new File(['not a picture'], 'screen.png', { type: 'image/png' });
    expect(await checkMarketPictures([file], 'image')).toEqual({ valid: [], error: `screen.png: ${READ_FAILED}` });
  });
});

describe('the store icon (§9: 128974848 B)', () => {
  it('takes a png or jpg of exactly the limit and refuses one byte more', () => {
    expect(validateImageFile({ name: 'icon.png', size: 128_974_848 }, APP_ICON_RULES)).toBeNull();
    expect(validateImageFile({ name: 'icon.jpg', size: 128_974_849 }, APP_ICON_RULES)).toBe('Размер файла превышает установленные значения');
    expect(validateImageFile({ name: 'icon.gif', size: 10 }, APP_ICON_RULES)).toBe('Формат изображения не соответствует требованию');
  });
});
