import {
  DEFAULT_STATUS_COLORS,
  NEUTRAL_STATUS_COLOR,
  contrastRatio,
  normalizeHex,
  readableTextColor,
  statusColor,
} from '@/lib/orders/status-colors';
import { catalogueGroups, offerChoice, priceText, productChoice, PICKER_LIMIT } from '@/lib/catalog/choices';
import { indexGroups, matchesWords } from '@/lib/lists/search-groups';
import { matchScreens, paletteGroups, screenItems } from '@/components/layout/palette-search';

describe('status colours', () => {
  it('takes the status colour, else the code default, else the neutral grey', () => {
    expect(statusColor({ code: 'new', color: '#C0F' })).toBe('#cc00ff');
    expect(statusColor({ code: 'new', color: null })).toBe(DEFAULT_STATUS_COLORS.new!.toLowerCase());
    expect(statusColor({ code: 'new', color: 'red' })).toBe(DEFAULT_STATUS_COLORS.new!.toLowerCase());
    expect(statusColor({ code: 'moon' })).toBe(NEUTRAL_STATUS_COLOR.toLowerCase());
    expect(statusColor(null)).toBe(NEUTRAL_STATUS_COLOR.toLowerCase());
  });

  it('normalises HEX colours and refuses other text', () => {
    expect(normalizeHex(' #AbC ')).toBe('#aabbcc');
    expect(normalizeHex('#123456')).toBe('#123456');
    expect(normalizeHex('123456')).toBeNull();
    expect(normalizeHex('#12345')).toBeNull();
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks black or white text that keeps 4.5:1 on every default and on a sweep of greys and hues', () => {
    expect(readableTextColor('#ffff00')).toBe('#000000');
    expect(readableTextColor('#1a237e')).toBe('#ffffff');
    const samples = [...Object.values(DEFAULT_STATUS_COLORS), NEUTRAL_STATUS_COLOR];
    for (let v = 0; v < 256; v += 5) {
      const h = v.toString(16).padStart(2, '0');
      samples.push(`#${h}${h}${h}`, `#${h}0000`, `#00${h}00`, `#0000${h}`, `#${h}${h}00`, `#ff${h}00`);
    }
    for (const background of samples) {
      expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('search groups', () => {
  it('drops empty groups and numbers items across the rest', () => {
    const { groups, items } = indexGroups([
      { id: 'a', title: 'A', items: ['a1', 'a2'] },
      { id: 'b', title: 'B', items: [] },
      { id: 'c', title: 'C', items: ['c1'] },
    ]);
    expect(groups.map((g) => [g.id, g.start])).toEqual([
      ['a', 0],
      ['c', 2],
    ]);
    expect(items).toEqual(['a1', 'a2', 'c1']);
  });

  it('matches each typed word against the start of a word', () => {
    expect(matchesWords('Каталог — Товары', 'тов')).toBe(true);
    expect(matchesWords('Каталог — Товары', 'кат тов')).toBe(true);
    expect(matchesWords('Настройки — Нижнее меню', 'меню')).toBe(true);
    expect(matchesWords('Заказы', 'аз')).toBe(false);
  });
});

describe('catalogue choices', () => {
  it('turns products and offers into choices with stock text and caps each kind', () => {
    expect(productChoice({ id: 3, uuid: 'u', name: 'Капучино', basePrice: 220, type: 'product', inStock: false })).toMatchObject({
      key: 'product-3',
      productId: 3,
      offerId: null,
      stock: 'Под заказ',
      available: false,
    });
    expect(productChoice({ id: 3, uuid: 'u', name: 'Капучино', basePrice: 220, type: 'product' }).stock).toBe('');
    expect(offerChoice({ id: 9, name: 'Капучино, 350 мл', productId: 3, price: 264, quantity: 1200 })).toMatchObject({
      productId: 3,
      offerId: 9,
      stock: 'Остаток: 1 200 шт.',
      available: true,
    });
    expect(offerChoice({ id: 9, name: 'x', productId: 3, price: 264, quantity: 0 })).toMatchObject({ stock: 'Нет в наличии', available: false });
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i, uuid: `${i}`, name: `P${i}`, basePrice: 10, type: 'product' as const }));
    const [products, offers] = catalogueGroups(many, []);
    expect(products!.items).toHaveLength(PICKER_LIMIT);
    expect(offers!.items).toHaveLength(0);
  });

  it('prefills the price with its kopecks, in the text the order line form reads back', () => {
    expect(priceText(264.5)).toBe('264,50');
    expect(priceText(0.2)).toBe('0,20');
    expect(priceText(1990)).toBe('1 990');
  });
});

describe('palette screens', () => {
  it('lists the role’s screens and filters them by word starts', () => {
    const chief = screenItems('chief');
    expect(chief.map((s) => s.title)).toEqual(expect.arrayContaining(['Заказы', 'Каталог — Товары', 'Настройки — Магазин', 'Профиль']));
    expect(screenItems('admin').map((s) => s.href)).toEqual(['/admin/companies', '/admin/finance', '/admin/settings', '/admin/activity']);
    expect(matchScreens(chief, 'зак').map((s) => s.href)).toEqual(['/orders']);
    expect(matchScreens(chief, '')).toHaveLength(chief.length);
  });

  it('puts screens before the record groups', () => {
    const groups = paletteGroups([{ key: 's', href: '/orders', title: 'Заказы' }], {
      groups: [{ id: 'orders', title: 'Заказы', items: [{ key: 'order:1', href: '/orders/1', title: 'Заказ № 1' }] }],
      failures: [],
    });
    expect(groups.map((g) => g.id)).toEqual(['screens', 'orders']);
    expect(paletteGroups([], null).map((g) => g.id)).toEqual(['screens']);
  });
});
