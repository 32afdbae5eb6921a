/**
 * Records of the catalogue side of the demo upstream (§3 "categories, products, offers,
 * properties, images"): snake_case keys, as the upstream stores and returns them.
 */

import { hasTables } from './table-shape';

/** An uploaded or seeded picture; its bytes are served at `url` (see catalog-media.ts). */
export interface CatalogImage {
  uuid: string;
  /** Where a screen shows it (§3 banner "image (object with previewUrl)"). */
  preview_url: string;
  url: string;
  name: string;
  mime: string;
  size: number;
}

export interface CategoryRecord {
  id: number;
  company_id: number;
  name: string;
  description: string;
  /** null for a top-level (parent) category. */
  parent_id: number | null;
  is_active: boolean;
  sort: number;
  image: CatalogImage | null;
  created_at: string;
}

/** A kit is a product sold as a set of other products. */
export type ProductType = 'product' | 'kit';

/** A product's value of an enum property. */
export interface PropertyValue {
  property_id: number;
  enum_id: number;
}

export interface KitItem {
  product_id: number;
  quantity: number;
}

export interface ProductRecord {
  id: number;
  /** Similar products are removed by uuid (§7 DELETE products/{id}/similar/{uuid}). */
  uuid: string;
  company_id: number;
  type: ProductType;
  name: string;
  description: string;
  article: string;
  category_id: number | null;
  /** Roubles. */
  base_price: number;
  /** false: not in stock, sold to order (list filter `by_order`). */
  in_stock: boolean;
  is_active: boolean;
  sort: number;
  images: CatalogImage[];
  properties: PropertyValue[];
  /** uuids of similar products of the same company. */
  similar: string[];
  /** Only for kits. */
  kit_items: KitItem[];
  created_at: string;
  updated_at: string;
}

/** A product's variant (§3 "offers"): its own name, article, price and stock. */
export interface OfferRecord {
  id: number;
  company_id: number;
  product_id: number;
  name: string;
  article: string;
  price: number;
  quantity: number;
  is_active: boolean;
  properties: PropertyValue[];
  created_at: string;
}

export interface PropertyRecord {
  id: number;
  company_id: number;
  name: string;
  is_active: boolean;
  sort: number;
}

export interface PropertyEnumRecord {
  id: number;
  property_id: number;
  value: string;
  sort: number;
}

/** A store product detail (§4 "Product details store"): a product's stock and price in one shop. */
export interface ProductDetailRecord {
  id: number;
  company_id: number;
  product_id: number;
  store_id: number;
  quantity: number;
  /** null: the product's base price. */
  price: number | null;
}

export interface CatalogDb {
  categories: CategoryRecord[];
  products: ProductRecord[];
  offers: OfferRecord[];
  properties: PropertyRecord[];
  property_enums: PropertyEnumRecord[];
  product_details: ProductDetailRecord[];
}

export function isCatalogDb(value: unknown): value is CatalogDb {
  return hasTables<CatalogDb>(value, ['categories', 'products', 'offers', 'properties', 'property_enums', 'product_details']);
}
