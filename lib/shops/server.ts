import 'server-only';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { SHOPS_PATH, shopPath } from './api';
import { shopOptionSchema, shopSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getShop = (id: number) => loadRecord(shopSchema, shopPath(id), onError.back(paths.shops));
export const listShops = (query: Query) => loadList(shopSchema, SHOPS_PATH, onError.list, query);
export const listShopOptions = (query: Query = {}) => loadList(shopOptionSchema, `${SHOPS_PATH}/dropout`, onError.empty, query);
