import {
  basePriceLabel,
  BASE_PRICE_OPTIONS,
  categoryFilterOf,
  categoryFilterPatch,
  EMPTY_CATEGORY_FILTER,
  EMPTY_PRODUCT_FILTER,
  productFilterOf,
  productFilterPatch,
} from '@/lib/catalog/filters';
import { applyFilters, EMPTY_LIST_QUERY, toApiQuery, withPage } from '@/lib/lists/query';

const apply = (patch: Parameters<typeof applyFilters>[1]['filters']) => toApiQuery(applyFilters(withPage(EMPTY_LIST_QUERY, 4), { filters: patch }));

describe('categories filter query', () => {
  it('sends the parent category and activity, from page 1', () => {
    expect(apply(categoryFilterPatch({ parentId: 7, active: true }))).toEqual({ page: '1', perPage: '15', parentId: '7', active: 'true' });
  });

  it('keeps active=false and drops what is unset', () => {
    expect(apply(categoryFilterPatch({ parentId: null, active: false }))).toEqual({ page: '1', perPage: '15', active: 'false' });
    expect(apply(categoryFilterPatch(EMPTY_CATEGORY_FILTER))).toEqual({ page: '1', perPage: '15' });
  });

  it('reads the panel back from the URL', () => {
    const query = applyFilters(EMPTY_LIST_QUERY, { filters: categoryFilterPatch({ parentId: 3, active: false }) });
    expect(categoryFilterOf(query)).toEqual({ parentId: 3, active: false });
    expect(categoryFilterOf({ ...EMPTY_LIST_QUERY, filters: { parentId: 'x', active: 'maybe' } })).toEqual(EMPTY_CATEGORY_FILTER);
  });
});

describe('products filter query', () => {
  it('sends the category as parentId, activity, availability as byOrder and the minimum base price', () => {
    expect(apply(productFilterPatch({ categoryId: 4, active: true, availability: 'inStock', basePriceFrom: 5000 }))).toEqual({
      page: '1',
      perPage: '15',
      parentId: '4',
      active: 'true',
      byOrder: 'false',
      basePriceFrom: '5000',
    });
    expect(apply(productFilterPatch({ categoryId: null, active: false, availability: 'byOrder', basePriceFrom: null }))).toEqual({
      page: '1',
      perPage: '15',
      active: 'false',
      byOrder: 'true',
    });
  });

  it('sends nothing for an empty panel', () => {
    expect(apply(productFilterPatch(EMPTY_PRODUCT_FILTER))).toEqual({ page: '1', perPage: '15' });
  });

  it('reads the panel back from the URL', () => {
    const filter = { categoryId: 7, active: false, availability: 'byOrder', basePriceFrom: 12000 } as const;
    expect(productFilterOf(applyFilters(EMPTY_LIST_QUERY, { filters: productFilterPatch(filter) }))).toEqual(filter);
  });

  it('offers the §9 base prices as "От N"', () => {
    expect(BASE_PRICE_OPTIONS.map(basePriceLabel)).toEqual(['От 1 000', 'От 3 000', 'От 5 000', 'От 10 000', 'От 12 000']);
  });
});
