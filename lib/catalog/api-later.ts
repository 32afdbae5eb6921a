import type { catalogApi as CatalogApi } from './api';

/**
 * The catalogue's calls, loaded when a list first makes one (a row's activity switched, a row
 * deleted): the catalogue lists render from the server's data and call nothing before that, and
 * the calls (every create, update and upload of the catalogue) were a kilobyte of their first load.
 */
export function catalogApiLater(): Promise<typeof CatalogApi> {
  return import('./api').then((module) => module.catalogApi);
}
