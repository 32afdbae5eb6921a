/**
 * Code of an offer's card, fetched by its deferred part (./deferred.tsx) and, on intent, by a
 * product's links to its offers. Apart from ./load-card.ts, which the product's own card (whose
 * offers section links here) is loaded by.
 */
export const loadOfferCard = () => import('./offer-form');
