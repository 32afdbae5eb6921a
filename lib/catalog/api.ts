import { api } from '../api/client';
import type { ListEnvelope } from '../lists/types';
import { readAnswer, readPage, readRows } from '../schema/read-later';
import type { Parsed, RecordSchema } from '../schema/record';
import { catalogPaths, id, type CatalogType } from './paths';
import { uploadWithProgress } from './upload-later';
import type {
  Offer,
  ProductDetail,
  ProductType,
} from './types';

/** The catalogue's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');
type Schemas = Awaited<ReturnType<typeof schemas>>;

export type * from './types';

export { catalogPaths, type CatalogType } from './paths';

export interface CategoryPayload {
  name: string;
  description: string;
  parentId: number | null;
  isActive: boolean;
  sort: number | null;
}

export interface ProductPayload {
  type?: ProductType;
  name: string;
  description: string;
  article: string;
  categoryId: number | null;
  basePrice: number;
  inStock: boolean;
  isActive: boolean;
  kitItems?: { productId: number; quantity: number }[];
}

export interface OfferPayload {
  name: string;
  article: string;
  price: number;
  quantity: number;
  isActive: boolean;
  properties: { propertyId: number; enumId: number }[];
}

export interface ProductDetailPayload {
  storeId: number;
  quantity: number;
  price: number | null;
}

/** Multipart fields are camelCase here; the BFF renames them to snake_case (§7). */
function categoryForm(payload: CategoryPayload, image?: File | null): FormData {
  const form = new FormData();
  form.append('name', payload.name);
  form.append('description', payload.description);
  form.append('parentId', payload.parentId === null ? '' : String(payload.parentId));
  form.append('isActive', payload.isActive ? '1' : '0');
  if (payload.sort !== null) form.append('sort', String(payload.sort));
  if (image) form.append('image', image);
  return form;
}


/** Answers are read with the schemas of the server's loaders (lib/catalog/schema.ts). */
const one =
  <T extends object>(pick: (loaded: Schemas) => RecordSchema<T>, knownId?: number) =>
  (body: unknown): Promise<Parsed<T>> =>
    readAnswer(schemas, pick, body, knownId);
const many =
  <T extends object>(pick: (loaded: Schemas) => RecordSchema<T>) =>
  async (body: unknown): Promise<Parsed<T>[]> =>
    (await readRows(schemas, pick, body)) ?? [];
const imagesOf = async (body: unknown) => {
  const record = (body as { data?: { images?: unknown; uploaded?: unknown } } | null)?.data;
  const [images, uploaded] = await Promise.all([many((s) => s.catalogImageSchema)(record?.images), many((s) => s.catalogImageSchema)(record?.uploaded)]);
  return { images, uploaded };
};

/** Failures reach the caller as ApiError with the server's text and field messages (§8). */
export const catalogApi = {
  remove: (type: CatalogType, itemId: number) => api.delete<unknown>(catalogPaths.remove(type, itemId)),

  createCategory: (payload: CategoryPayload, image?: File | null) =>
    api.post<unknown>(catalogPaths.categoryCreate, categoryForm(payload, image)).then(one((s) => s.categorySchema)),
  updateCategory: (categoryId: number, payload: Partial<CategoryPayload>) =>
    api.put<unknown>(catalogPaths.category(categoryId), payload).then(one((s) => s.categorySchema, categoryId)),
  uploadCategoryImage: (categoryId: number, image: File) => {
    const form = new FormData();
    form.append('image', image);
    return api.post<unknown>(catalogPaths.category(categoryId), form).then(one((s) => s.categorySchema, categoryId));
  },
  deleteCategoryImage: (categoryId: number) => api.delete<unknown>(catalogPaths.categoryImage(categoryId)).then(one((s) => s.categorySchema, categoryId)),
  categoryOptions: (query: { search?: string; parentId?: number } = {}) =>
    api.get<unknown>(catalogPaths.categoriesDropout, { query }).then(many((s) => s.categoryOptionSchema)),

  createProduct: (payload: ProductPayload) => api.post<unknown>(catalogPaths.productCreate, payload).then(one((s) => s.productSchema)),
  /** The product as the upstream holds it now (the overwrite guard reads it before a save). */
  product: (productId: number) => api.get<unknown>(catalogPaths.product(productId)).then(one((s) => s.productSchema, productId)),
  updateProduct: (productId: number, payload: Partial<ProductPayload>) =>
    api.put<unknown>(catalogPaths.product(productId), payload).then(one((s) => s.productSchema, productId)),
  productOptions: (query: { search?: string; type?: ProductType; active?: boolean } = {}, signal?: AbortSignal) =>
    api.get<unknown>(catalogPaths.productsList, { query, signal }).then(many((s) => s.productOptionSchema)),
  uploadProductImage: (productId: number, image: File, onProgress?: (percent: number) => void) =>
    uploadWithProgress<unknown>(
      catalogPaths.productImages(productId),
      (() => {
        const form = new FormData();
        form.append('image', image);
        return form;
      })(),
      onProgress,
    ).then(imagesOf),
  deleteProductImage: (productId: number, uuid: string) =>
    api.delete<unknown>(`${catalogPaths.productImages(productId)}/${id(uuid)}`).then(async (body) => ({ images: (await imagesOf(body)).images })),
  setProperties: (productId: number, values: { propertyId: number; enumId: number }[]) =>
    api.put<unknown>(catalogPaths.productProperties(productId), { properties: values }).then(many((s) => s.propertyValueSchema)),
  similar: (productId: number) => api.get<unknown>(catalogPaths.similar(productId)).then(many((s) => s.similarProductSchema)),
  setSimilar: (productId: number, productIds: number[]) =>
    api.put<unknown>(catalogPaths.similar(productId), { products: productIds }).then(many((s) => s.similarProductSchema)),
  removeSimilar: (productId: number, uuid: string) =>
    api.delete<unknown>(`${catalogPaths.similar(productId)}/${id(uuid)}`).then(many((s) => s.similarProductSchema)),

  offers: (productId: number, page = 1): Promise<ListEnvelope<Offer>> => {
    const query = { page, perPage: 100 };
    return api.get<unknown>(catalogPaths.offers(productId), { query }).then((body) => readPage(schemas, (s) => s.offerSchema, body, query));
  },
  createOffer: (productId: number, payload: OfferPayload) => api.post<unknown>(catalogPaths.offers(productId), payload).then(one((s) => s.offerSchema)),
  updateOffer: (productId: number, offerId: number, payload: Partial<OfferPayload>) =>
    api.put<unknown>(catalogPaths.offer(productId, offerId), payload).then(one((s) => s.offerSchema, offerId)),
  deleteOffer: (productId: number, offerId: number) => api.delete<unknown>(catalogPaths.offer(productId, offerId)),
  offerOptions: (query: { search?: string; productId?: number } = {}, signal?: AbortSignal) =>
    api.get<unknown>(catalogPaths.offerList, { query, signal }).then(many((s) => s.offerOptionSchema)),

  properties: () => api.get<unknown>(catalogPaths.properties, { query: { perPage: 100 } }).then(many((s) => s.propertySchema)),
  createProperty: (name: string) => api.post<unknown>(catalogPaths.properties, { name }).then(one((s) => s.propertySchema)),
  updateProperty: (propertyId: number, payload: { name?: string; isActive?: boolean }) =>
    api.put<unknown>(catalogPaths.property(propertyId), payload).then(one((s) => s.propertySchema, propertyId)),
  deleteProperty: (propertyId: number) => api.delete<unknown>(catalogPaths.property(propertyId)),
  propertyEnums: (propertyId: number) => api.get<unknown>(catalogPaths.propertyEnums(propertyId)).then(many((s) => s.propertyEnumSchema)),
  createEnum: (propertyId: number, value: string) =>
    api.post<unknown>(catalogPaths.enums, { propertyId, value }).then(one((s) => s.propertyEnumSchema)),
  deleteEnum: (enumId: number) => api.delete<unknown>(`${catalogPaths.enums}/${id(enumId)}`),

  /** Store product details (§7): edit and delete name the record by `id` in the payload. */
  details: (productId: number, page: number): Promise<ListEnvelope<ProductDetail>> =>
    api.get<unknown>(catalogPaths.details(productId), { query: { page } }).then((body) => readPage(schemas, (s) => s.productDetailSchema, body, { page })),
  createDetail: (productId: number, payload: ProductDetailPayload) =>
    api.post<unknown>(catalogPaths.details(productId), payload).then(one((s) => s.productDetailSchema)),
  editDetail: (productId: number, payload: ProductDetailPayload & { id: number }) =>
    api.put<unknown>(catalogPaths.details(productId), payload).then(one((s) => s.productDetailSchema, payload.id)),
  deleteDetail: (productId: number, detailId: number) => api.delete<unknown>(catalogPaths.details(productId), { body: { id: detailId } }),
};
