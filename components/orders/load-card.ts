/** Code of this folder's record cards, fetched by their deferred parts (./deferred.tsx) and, on intent, by the links to them (`IntentLink`'s `preload`: a list's rows, a card's links to another card). */
export const loadOrderCard = () => import('./order-details');
