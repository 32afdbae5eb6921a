import {
  androidListingSchema,
  iosListingSchema,
  linkRule,
  themeColorsSchema,
} from '@/lib/application/validation';
import { messages } from '@/lib/validation/messages';
import {
  PLAY_MARKET,
  isSixteenByNine,
  lengthCounter,
  marketBannerSizeErrors,
  marketFileErrors,
  marketImageCountError,
  marketImageSizeErrors,
  playMarketMessages,
} from '@/lib/application/play-market';

const listing = (overrides: Record<string, string>) => ({
  title: 'Кофейня',
  shortDescription: '',
  description: '',
  defaultLanguage: 'ru-RU',
  appCategory: '',
  userAgreementUrl: '',
  userDeleteFormUrl: '',
  ...overrides,
});

async function androidErrors(overrides: Record<string, string>): Promise<string[]> {
  try {
    await androidListingSchema.validate(listing(overrides), { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('Play Market text limits (§5, §9)', () => {
  it.each([
    ['title', 'Название', PLAY_MARKET.titleMax, 30],
    ['shortDescription', 'Краткое описание', PLAY_MARKET.shortDescriptionMax, 80],
    ['description', 'Полное описание', PLAY_MARKET.descriptionMax, 4000],
  ])('%s takes its limit of characters and refuses one more', async (field, label, max, expected) => {
    expect(max).toBe(expected);
    expect(await androidErrors({ [field]: 'я'.repeat(max) })).toEqual([]);
    expect(await androidErrors({ [field]: 'я'.repeat(max + 1) })).toEqual([playMarketMessages.tooLong(label, max)]);
  });

  it('requires a title and counts characters live as "N / max"', async () => {
    expect(await androidErrors({ title: '  ' })).toEqual(['Поле "Название" является обязательным']);
    expect(lengthCounter('Кофейня', 30)).toBe('7 / 30');
    expect(lengthCounter(undefined, 80)).toBe('0 / 80');
    expect(lengthCounter('я'.repeat(31), 30)).toBe('31 / 30');
  });

  it('checks both listing links with the §5 link message', async () => {
    expect(await androidErrors({ userDeleteFormUrl: 'не ссылка', userAgreementUrl: 'https://utro.ru/terms' })).toEqual([
      messages.link,
    ]);
    expect(await androidErrors({ userDeleteFormUrl: 'utro.ru/delete' })).toEqual([]);
  });
});

describe('Play Market banner (§9: exactly 1024×500, png or jpg)', () => {
  it('takes exactly 1024×500 and nothing else', () => {
    expect(marketBannerSizeErrors({ width: 1024, height: 500 })).toEqual([]);
    for (const size of [
      { width: 1000, height: 500 },
      { width: 1024, height: 501 },
      { width: 2048, height: 1000 },
      { width: 500, height: 1024 },
    ]) {
      expect(marketBannerSizeErrors(size)).toEqual([messages.imageResolution, 'Баннер должен быть ровно 1024×500 px']);
    }
  });

  it('takes png and jpg files only, up to 52428800 bytes', () => {
    expect(marketFileErrors({ name: 'banner.PNG', size: 10 })).toEqual([]);
    expect(marketFileErrors({ name: 'banner.jpg', size: 10 })).toEqual([]);
    expect(marketFileErrors({ name: 'banner.jpeg', size: PLAY_MARKET.maxBytes })).toEqual([]);
    expect(marketFileErrors({ name: 'banner.gif', size: 10 })).toEqual([messages.imageFormat]);
    expect(marketFileErrors({ name: 'banner.webp', size: PLAY_MARKET.maxBytes + 1 })).toEqual([
      messages.fileSize,
      messages.imageFormat,
    ]);
  });
});

describe('Play Market images (§9: 16:9, each side 320–3840 px, 2 to 10)', () => {
  it('takes 16:9 in either orientation', () => {
    expect(isSixteenByNine({ width: 1920, height: 1080 })).toBe(true);
    expect(isSixteenByNine({ width: 1080, height: 1920 })).toBe(true);
    // 1366×768 is 16:9 to within a pixel.
    expect(isSixteenByNine({ width: 1366, height: 768 })).toBe(true);
    expect(isSixteenByNine({ width: 1600, height: 1000 })).toBe(false);
    expect(isSixteenByNine({ width: 1000, height: 1000 })).toBe(false);
    expect(isSixteenByNine({ width: 0, height: 0 })).toBe(false);
  });

  it('keeps every side between 320 and 3840 px', () => {
    expect(marketImageSizeErrors({ width: 3840, height: 2160 })).toEqual([]);
    expect(marketImageSizeErrors({ width: 569, height: 320 })).toEqual([]);
    expect(marketImageSizeErrors({ width: 560, height: 315 })).toEqual([messages.imageResolution, playMarketMessages.imageSides]);
    expect(marketImageSizeErrors({ width: 4096, height: 2304 })).toEqual([messages.imageResolution, playMarketMessages.imageSides]);
    expect(marketImageSizeErrors({ width: 3840, height: 3840 })).toEqual([messages.imageResolution, playMarketMessages.imageRatio]);
    expect(marketImageSizeErrors({ width: 100, height: 100 })).toEqual([
      messages.imageResolution,
      playMarketMessages.imageRatio,
      playMarketMessages.imageSides,
    ]);
  });

  it('wants 2 to 10 images', () => {
    expect(marketImageCountError(0)).toBe('Добавьте не менее 2 изображений');
    expect(marketImageCountError(1)).toBe('Добавьте не менее 2 изображений');
    expect(marketImageCountError(2)).toBeNull();
    expect(marketImageCountError(10)).toBeNull();
    expect(marketImageCountError(11)).toBe('Можно добавить не более 10 изображений');
  });
});

describe('HEX and URL rules (§5 messages)', () => {
  const colors = {
    primary: '#6B3E26',
    secondary: '#E7B77A',
    icon: '#FFF',
    background1: '#fff8f0',
    background2: '#F3E6D8',
    text: '#2B1B12',
    gradient1: '#6B3E26',
    gradient2: '#B9794A',
  };

  it('takes #RGB and #RRGGBB and refuses anything else with the HEX message', async () => {
    await expect(themeColorsSchema.validate({ colors })).resolves.toBeTruthy();
    for (const wrong of ['6B3E26', '#6B3E2', '#GGGGGG', '#6B3E261', 'red']) {
      await expect(themeColorsSchema.validate({ colors: { ...colors, primary: wrong } })).rejects.toThrow(
        'Цвет должен соответствовать HEX формату',
      );
    }
    await expect(themeColorsSchema.validate({ colors: { ...colors, text: '' } })).rejects.toThrow(
      'Поле "Цвет текста" является обязательным',
    );
  });

  it('takes links with or without a scheme, and empty ones, and refuses others', async () => {
    const rule = linkRule();
    for (const good of ['', 'https://utro.ru', 'utro.ru/support', 'http://кофе.рф/помощь?a=1']) {
      await expect(rule.validate(good)).resolves.toBe(good);
    }
    for (const bad of ['utro', 'https://', 'ftp://utro.ru', 'utro .ru']) {
      await expect(rule.validate(bad)).rejects.toThrow('Некорректная ссылка. Укажите правильный URL');
    }
  });

  it('checks the App Store support and agreement links', async () => {
    const ios = { title: 'Утро', description: '', keyWords: '', supportUrl: 'нет', userAgreementUrl: 'utro.ru/terms' };
    await expect(iosListingSchema.validate(ios)).rejects.toThrow(messages.link);
    await expect(iosListingSchema.validate({ ...ios, supportUrl: 'https://utro.ru/help' })).resolves.toBeTruthy();
  });
});
