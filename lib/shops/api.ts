import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';
import type { ShopPayload } from './types';

export type { Shop, ShopOption, ShopPayload } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

/** The filter fields of the shops list besides the search (§2: activity). */
export const SHOP_FILTER_KEYS = ['active'] as const;

export const SHOPS_PATH = 'chief/market/stores';
export const shopPath = (id: number | string) => `${SHOPS_PATH}/${encodeURIComponent(String(id))}`;

/** §8: fetch and delete failures reach the caller as ApiError with the server's data. */
export const shopsApi = {
  create: (payload: ShopPayload) => api.post<unknown>(SHOPS_PATH, payload).then((body) => readAnswer(schemas, (s) => s.shopSchema, body)),
  update: (id: number, payload: ShopPayload) => api.put<unknown>(shopPath(id), payload).then((body) => readAnswer(schemas, (s) => s.shopSchema, body, id)),
  remove: (id: number) => api.delete<unknown>(shopPath(id)),
};
