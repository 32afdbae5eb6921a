import 'server-only';
import { catalogPaths, type ProductType } from './api';
import { paths } from '../paths';
import { loadParsedList, loadParsedRows, loadRecordOrBack } from '../server/upstream/parsed';
import { categoryOptionSchema, categorySchema, offerSchema, productOptionSchema, productRowSchema, productSchema, propertySchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** A section of an item screen reads one long page; a failure leaves only that section empty. */
const SECTION_QUERY = { page: 1, perPage: 100 };

/** The catalogue's properties with their values, for the product screen's property block. */
export const loadProperties = () => loadParsedRows(propertySchema, catalogPaths.properties, SECTION_QUERY);

/** §2: the product (or kit), or back to `fallback` (the products list unless told). */
export const getProduct = (id: number, fallback: string = paths.catalogProducts) => loadRecordOrBack(productSchema, catalogPaths.product(id), fallback);

/** A page of products, or of kits (`type: 'kit'`). */
export const listProducts = (query: Query, type: ProductType = 'product') =>
  loadParsedList(productRowSchema, type === 'kit' ? catalogPaths.kits : catalogPaths.products, query);

export const listProductOptions = (query: Query = {}) => loadParsedRows(productOptionSchema, catalogPaths.productsList, query);

/** The offers section of a product screen: a failure leaves it empty. */
export const listOffers = (productId: number) => loadParsedRows(offerSchema, catalogPaths.offers(productId), SECTION_QUERY);

export const getOffer = (productId: number, offerId: number) =>
  loadRecordOrBack(offerSchema, catalogPaths.offer(productId, offerId), paths.product(productId));

export const getCategory = (id: number) => loadRecordOrBack(categorySchema, catalogPaths.category(id), paths.catalogCategories);
export const listCategories = (query: Query) => loadParsedList(categorySchema, catalogPaths.categories, query);
export const listCategoryOptions = (query: Query = {}) => loadParsedRows(categoryOptionSchema, catalogPaths.categoriesDropout, query);
