import 'server-only';
import { paths } from '../paths';
import { loadParsedList, loadParsedRows, loadRecordOrBack } from '../server/upstream/parsed';
import { SHOPS_PATH, shopPath } from './api';
import { shopOptionSchema, shopSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getShop = (id: number) => loadRecordOrBack(shopSchema, shopPath(id), paths.shops);
export const listShops = (query: Query) => loadParsedList(shopSchema, SHOPS_PATH, query);
export const listShopOptions = (query: Query = {}) => loadParsedRows(shopOptionSchema, `${SHOPS_PATH}/dropout`, query);
