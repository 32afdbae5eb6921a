import { KeyCollisionError, camelizeKeys, snakeizeKeys, snakeizeSearchParams, toCamelKey, toSnakeKey } from '@/lib/format/case';

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

describe('names that become one upstream name', () => {
  it('drops spaces around a name: they are no part of it', () => {
    expect(toSnakeKey(' phone')).toBe('phone');
    expect(toSnakeKey('oldPhone\t')).toBe('old_phone');
    expect(toSnakeKey('\u00a0email\n')).toBe('email');
  });

  it.each([
    'pageSize=15&page_size=1000',
    'perPage=15&PerPage=1000',
    'search=a&%20search=b',
    'sort=name&Sort=price',
  ])('refuses two different query names that become one: %s', (query) => {
    expect(() => snakeizeSearchParams(new URLSearchParams(query))).toThrow(KeyCollisionError);
  });

  it('keeps a name repeated as it was as a list', () => {
    expect(snakeizeSearchParams(new URLSearchParams('statusIds=1&statusIds=2&statusIds=3')).getAll('status_ids')).toEqual(['1', '2', '3']);
  });

  it('names the upstream name in the error', () => {
    try {
      snakeizeSearchParams(new URLSearchParams('pageSize=15&page_size=1000'));
      throw new Error('not refused');
    } catch (error) {
      expect(error).toEqual(new KeyCollisionError('page_size', 'parameter'));
      expect((error as KeyCollisionError).key).toBe('page_size');
    }
  });
});
