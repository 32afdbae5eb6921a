/** Code of this folder's record cards, fetched by their deferred parts (./deferred.tsx) and, on intent, by the list's links to them (`IntentLink`'s `preload`). */
export const loadNewsCard = () => import('./news-form');
