import { camelizeKeys, snakeizeKeys, snakeizeSearchParams, toCamelKey, toSnakeKey } from '@/lib/case';

describe('key conversion', () => {
  it.each([
    ['categoryId', 'category_id'],
    ['sliderL', 'slider_l'],
    ['myOrders', 'my_orders'],
    ['basePriceFrom', 'base_price_from'],
    ['isActive', 'is_active'],
    ['address2', 'address2'],
    ['title', 'title'],
    ['images[0]', 'images[0]'],
  ])('%s ↔ %s', (camel, snake) => {
    expect(toSnakeKey(camel)).toBe(snake);
    expect(toCamelKey(snake)).toBe(camel);
  });

  it('keeps a leading underscore and dotted error keys', () => {
    expect(toCamelKey('_meta')).toBe('_meta');
    expect(toCamelKey('items.0.product_id')).toBe('items.0.productId');
  });
});

describe('deep conversion', () => {
  const snake = {
    data: {
      slider_l: true,
      children: [{ product_id: 1, is_active: 0, images: [{ preview_url: 'a_b' }] }],
      pagination: { total_pages: 2, current_page: 1 },
      empty: null,
    },
  };
  const camel = {
    data: {
      sliderL: true,
      children: [{ productId: 1, isActive: 0, images: [{ previewUrl: 'a_b' }] }],
      pagination: { totalPages: 2, currentPage: 1 },
      empty: null,
    },
  };

  it('camelizes nested objects and arrays, leaving values alone', () => expect(camelizeKeys(snake)).toEqual(camel));
  it('snakeizes them back', () => expect(snakeizeKeys(camel)).toEqual(snake));
  it('leaves scalars and arrays of scalars alone', () => {
    expect(camelizeKeys('some_value')).toBe('some_value');
    expect(snakeizeKeys([1, 'a_b', null])).toEqual([1, 'a_b', null]);
  });
  it('converts query parameter names', () => {
    const params = snakeizeSearchParams(new URLSearchParams('perPage=15&basePriceFrom=1000&search=кофе'));
    expect(params.toString()).toBe('per_page=15&base_price_from=1000&search=%D0%BA%D0%BE%D1%84%D0%B5');
  });
});
