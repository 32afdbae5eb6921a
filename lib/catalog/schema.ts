import { field, record } from '../schema/record';
import type {
  CatalogImage,
  Category,
  CategoryBrief,
  CategoryOption,
  KitItem,
  Offer,
  OfferOption,
  Product,
  ProductDetail,
  ProductOption,
  ProductRow,
  Property,
  PropertyEnum,
  PropertyValue,
  SimilarProduct,
} from './types';

/**
 * Catalogue records as read from the upstream. §3 shows no field of the product detail record, so
 * every array of it (images, properties, similar products, kit items) may be absent: it is then
 * empty and named in `$missing`, and the product screen says «нет данных» in that block.
 */

const PRODUCT_TYPES = ['product', 'kit'] as const;

/** §3 "images keyed by uuid": the uuid is the image's id. */
export const catalogImageSchema = record<CatalogImage>(
  'catalog-image',
  { uuid: field.text(), previewUrl: field.text(), url: field.text(), name: field.text() },
  { idKey: 'uuid' },
);

const categoryBriefSchema = record<CategoryBrief>('category', { id: field.number(), name: field.text() });

export const categorySchema = record<Category>('category', {
  id: field.number(),
  name: field.text(),
  description: field.text(),
  parentId: field.numberOrNull(),
  parent: field.record(categoryBriefSchema),
  isActive: field.boolean(),
  sort: field.number(),
  image: field.record(catalogImageSchema),
  childrenCount: field.number(),
  productsCount: field.number(),
  createdAt: field.text(),
});

export const categoryOptionSchema = record<CategoryOption>('category-option', {
  id: field.number(),
  name: field.text(),
  parentId: field.numberOrNull(),
});

const rowShape = {
  id: field.number(),
  uuid: field.text(),
  type: field.oneOf(PRODUCT_TYPES, 'product'),
  name: field.text(),
  article: field.text(),
  categoryId: field.numberOrNull(),
  category: field.record(categoryBriefSchema),
  basePrice: field.number(),
  inStock: field.boolean(true),
  isActive: field.boolean(),
  image: field.record(catalogImageSchema),
  offersCount: field.number(),
  createdAt: field.text(),
};

export const productRowSchema = record<ProductRow>('product', rowShape);

export const propertyValueSchema = record<PropertyValue>(
  'product-property',
  { propertyId: field.number(), propertyName: field.text(), enumId: field.number(), value: field.text() },
  { idKey: 'propertyId' },
);

export const similarProductSchema = record<SimilarProduct>('similar-product', {
  id: field.number(),
  uuid: field.text(),
  name: field.text(),
  basePrice: field.number(),
  isActive: field.boolean(),
  image: field.record(catalogImageSchema),
});

const kitItemSchema = record<KitItem>('kit-item', { productId: field.number(), name: field.text(), quantity: field.number() }, { idKey: 'productId' });

export const productSchema = record<Product>('product', {
  ...rowShape,
  description: field.text(),
  sort: field.number(),
  images: field.list(catalogImageSchema),
  properties: field.list(propertyValueSchema),
  similar: field.list(similarProductSchema),
  kitItems: field.list(kitItemSchema),
  updatedAt: field.text(),
});

export const productOptionSchema = record<ProductOption>('product-option', {
  id: field.number(),
  uuid: field.text(),
  name: field.text(),
  basePrice: field.number(),
  type: field.oneOf(PRODUCT_TYPES, 'product'),
  // Read when sent: without it the order-line picker shows no stock rather than a guessed one.
  inStock: field.optional(field.boolean()),
});

export const offerSchema = record<Offer>('offer', {
  id: field.number(),
  productId: field.number(),
  name: field.text(),
  article: field.text(),
  price: field.number(),
  quantity: field.number(),
  isActive: field.boolean(),
  properties: field.list(propertyValueSchema),
  createdAt: field.text(),
});

export const offerOptionSchema = record<OfferOption>('offer-option', {
  id: field.number(),
  name: field.text(),
  productId: field.number(),
  price: field.number(),
  quantity: field.optional(field.number()),
});

const detailStoreSchema = record<NonNullable<ProductDetail['store']>>('product-detail-store', { id: field.number(), address: field.text() });

/** §4 store product detail: the spec leaves its shape open, so every field may be absent. */
export const productDetailSchema = record<ProductDetail>('product-detail', {
  id: field.number(),
  productId: field.number(),
  storeId: field.number(),
  store: field.record(detailStoreSchema),
  quantity: field.number(),
  price: field.numberOrNull(),
});

export const propertyEnumSchema = record<PropertyEnum>('property-enum', { id: field.number(), value: field.text(), sort: field.number() });

export const propertySchema = record<Property>('property', {
  id: field.number(),
  name: field.text(),
  isActive: field.boolean(),
  sort: field.number(),
  enums: field.list(propertyEnumSchema),
});
