/**
 * What the order line picker offers: products (GET products/list) and offers (GET
 * products/offer-list) as one kind of choice with the price to prefill and the stock to show.
 */
import type { OfferOption, ProductOption } from './types';
import { formatNumber } from '../format/format';
import { moneyFieldText } from '../format/input-parsers';
import type { ResultGroup } from '../lists/search-groups';

/** At most this many of each kind: the picker is a search, not the catalogue. */
export const PICKER_LIMIT = 8;

export interface CatalogChoice {
  key: string;
  productId: number;
  offerId: number | null;
  name: string;
  /** Roubles per unit. */
  price: number;
  /** Russian text of the stock, '' when the upstream does not say. */
  stock: string;
  /** false: shown, but marked as out of stock. */
  available: boolean;
}

export function productChoice(product: ProductOption): CatalogChoice {
  const known = typeof product.inStock === 'boolean';
  return {
    key: `product-${product.id}`,
    productId: product.id,
    offerId: null,
    name: product.name,
    price: product.basePrice,
    stock: known ? (product.inStock ? 'В наличии' : 'Под заказ') : '',
    available: product.inStock !== false,
  };
}

export function offerChoice(offer: OfferOption): CatalogChoice {
  const quantity = offer.quantity;
  const known = typeof quantity === 'number';
  return {
    key: `offer-${offer.id}`,
    productId: offer.productId,
    offerId: offer.id,
    name: offer.name,
    price: offer.price,
    stock: known ? (quantity > 0 ? `Остаток: ${formatNumber(quantity)} шт.` : 'Нет в наличии') : '',
    available: !known || quantity > 0,
  };
}

/** Products first, then offers, each cut to PICKER_LIMIT. */
export function catalogueGroups(products: readonly ProductOption[], offers: readonly OfferOption[]): ResultGroup<CatalogChoice>[] {
  return [
    { id: 'products', title: 'Товары', items: products.slice(0, PICKER_LIMIT).map(productChoice) },
    { id: 'offers', title: 'Торговые предложения', items: offers.slice(0, PICKER_LIMIT).map(offerChoice) },
  ];
}

/** The price as the order line's field shows it, kopecks kept: an offer's 264.5 ₽ reads '264,50'. */
export const priceText = (price: number) => moneyFieldText(price);
