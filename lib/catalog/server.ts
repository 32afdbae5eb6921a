import 'server-only';
import { catalogPaths, type ProductType } from './api';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { categoryOptionSchema, categorySchema, offerSchema, productOptionSchema, productRowSchema, productSchema, propertySchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** A section of an item screen reads one long page; a failure leaves only that section empty. */
const SECTION_QUERY = { page: 1, perPage: 100 };

/** The catalogue's properties with their values, for the product screen's property block. */
export const loadProperties = () => loadList(propertySchema, catalogPaths.properties, onError.empty, SECTION_QUERY);

/** §2: the product (or kit), or back to `fallback` (the products list unless told). */
export const getProduct = (id: number, fallback: string = paths.catalogProducts) => loadRecord(productSchema, catalogPaths.product(id), onError.back(fallback));

/** A page of products, or of kits (`type: 'kit'`). */
export const listProducts = (query: Query, type: ProductType = 'product') =>
  loadList(productRowSchema, type === 'kit' ? catalogPaths.kits : catalogPaths.products, onError.list, query);

export const listProductOptions = (query: Query = {}) => loadList(productOptionSchema, catalogPaths.productsList, onError.empty, query);

/** The offers section of a product screen: a failure leaves it empty. */
export const listOffers = (productId: number) => loadList(offerSchema, catalogPaths.offers(productId), onError.empty, SECTION_QUERY);

export const getOffer = (productId: number, offerId: number) =>
  loadRecord(offerSchema, catalogPaths.offer(productId, offerId), onError.back(paths.product(productId)));

export const getCategory = (id: number) => loadRecord(categorySchema, catalogPaths.category(id), onError.back(paths.catalogCategories));
export const listCategories = (query: Query) => loadList(categorySchema, catalogPaths.categories, onError.list, query);
export const listCategoryOptions = (query: Query = {}) => loadList(categoryOptionSchema, catalogPaths.categoriesDropout, onError.empty, query);
