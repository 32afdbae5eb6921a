import 'server-only';
import { parseItem } from '../schema/record';
import { loadUpstream } from '../server/upstream/server-api';
import { loadParsedList, loadParsedRows } from '../server/upstream/parsed';
import { settingsPaths } from './api';
import { loyaltySchema, marketSchema, statusCodeSchema, storeStatusSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** The bonus rules and levels; a failed call is the page's error (as before), a missing part is empty. */
export const getLoyalty = async () => parseItem(loyaltySchema, await loadUpstream<unknown>(settingsPaths.loyalty));
export const getMarket = async () => parseItem(marketSchema, await loadUpstream<unknown>(settingsPaths.market));
export const listStoreStatuses = (query: Query) => loadParsedList(storeStatusSchema, settingsPaths.statuses, query);
export const listStatusCodes = () => loadParsedRows(statusCodeSchema, settingsPaths.statusCodes);
