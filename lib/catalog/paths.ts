// The paths alone, apart from the calls: a list needs its path for selection and export at
// once, its calls only when a row is switched or deleted (lib/catalog/api-later.ts).

/** A record id as a path segment. */
export const id = (value: number | string) => encodeURIComponent(String(value));

/** The BFF paths of §7 "Catalogue" (relative to /dashboard/v1). */
export const catalogPaths = {
  categories: 'chief/market/categories',
  category: (categoryId: number | string) => `chief/categories/${id(categoryId)}`,
  categoryCreate: 'chief/categories',
  categoryImage: (categoryId: number | string) => `chief/categories/${id(categoryId)}/image`,
  categoriesDropout: 'chief/categories/dropout',
  products: 'chief/market/products',
  kits: 'chief/market/kits',
  productsList: 'chief/products/list',
  productCreate: 'chief/products',
  product: (productId: number | string) => `chief/products/${id(productId)}`,
  offers: (productId: number | string) => `chief/products/${id(productId)}/offers`,
  offer: (productId: number | string, offerId: number | string) => `chief/products/${id(productId)}/offers/${id(offerId)}`,
  offerList: 'chief/products/offer-list',
  similar: (productId: number | string) => `chief/products/${id(productId)}/similar`,
  productImages: (productId: number | string) => `chief/products/${id(productId)}/image`,
  productProperties: (productId: number | string) => `chief/products/${id(productId)}/properties`,
  details: (productId: number | string) => `chief/products/${id(productId)}/details`,
  properties: 'chief/market/properties',
  property: (propertyId: number | string) => `chief/properties/${id(propertyId)}`,
  propertyEnums: (propertyId: number | string) => `chief/properties/${id(propertyId)}/enums`,
  enums: 'chief/properties/enums',
  /** §7 DELETE market/{type}/{id}. */
  remove: (type: CatalogType, itemId: number | string) => `chief/market/${type}/${id(itemId)}`,
} as const;

export type CatalogType = 'categories' | 'products' | 'kits';
