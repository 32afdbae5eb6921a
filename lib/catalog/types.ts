/** Catalogue records as the BFF returns them (§3), camelCase. */

export interface CatalogImage {
  uuid: string;
  previewUrl: string;
  url: string;
  name: string;
}

export interface CategoryBrief {
  id: number;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  parent: CategoryBrief | null;
  isActive: boolean;
  sort: number;
  image: CatalogImage | null;
  childrenCount: number;
  productsCount: number;
  createdAt: string;
}

/** An option of the category selects (GET categories/dropout). */
export interface CategoryOption {
  id: number;
  name: string;
  parentId: number | null;
}

export type ProductType = 'product' | 'kit';

/** A row of the products and kits lists. */
export interface ProductRow {
  id: number;
  uuid: string;
  type: ProductType;
  name: string;
  article: string;
  categoryId: number | null;
  category: CategoryBrief | null;
  basePrice: number;
  inStock: boolean;
  isActive: boolean;
  image: CatalogImage | null;
  offersCount: number;
  createdAt: string;
}

export interface PropertyValue {
  propertyId: number;
  propertyName: string;
  enumId: number;
  value: string;
}

export interface SimilarProduct {
  id: number;
  uuid: string;
  name: string;
  basePrice: number;
  isActive: boolean;
  image: CatalogImage | null;
}

export interface KitItem {
  productId: number;
  name: string;
  quantity: number;
}

export interface Product extends ProductRow {
  description: string;
  sort: number;
  images: CatalogImage[];
  properties: PropertyValue[];
  similar: SimilarProduct[];
  kitItems: KitItem[];
  updatedAt: string;
}

/** An option of the product selects (GET products/list). */
export interface ProductOption {
  id: number;
  uuid: string;
  name: string;
  basePrice: number;
  type: ProductType;
  /** Chosen key (not in §7; the order line picker shows it), read when sent: false = sold to order. */
  inStock?: boolean;
}

/** An option of the offer selects (GET products/offer-list). */
export interface OfferOption {
  id: number;
  name: string;
  productId: number;
  price: number;
  /** Chosen key (not in §7; the order line picker shows it), read when sent: the units in stock. */
  quantity?: number;
}

export interface Offer {
  id: number;
  productId: number;
  name: string;
  article: string;
  price: number;
  quantity: number;
  isActive: boolean;
  properties: PropertyValue[];
  createdAt: string;
}

export interface PropertyEnum {
  id: number;
  value: string;
  sort: number;
}

export interface Property {
  id: number;
  name: string;
  isActive: boolean;
  sort: number;
  enums: PropertyEnum[];
}

/** A store product detail (§4): a product's stock and price in one shop. */
export interface ProductDetail {
  id: number;
  productId: number;
  storeId: number;
  store: { id: number; address: string } | null;
  quantity: number;
  /** null: the product's base price. */
  price: number | null;
}
