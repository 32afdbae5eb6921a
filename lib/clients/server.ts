import 'server-only';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { CUSTOMERS_PATH, customerPath } from './api';
import { customerOptionSchema, customerRowSchema, customerSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** §2: the client card's record, or back to the clients list. */
export const getClient = (id: number) => loadRecord(customerSchema, customerPath(id), onError.back(paths.clients));

export const listClients = (query: Query) => loadList(customerRowSchema, CUSTOMERS_PATH, onError.list, query);

export const listClientOptions = () => loadList(customerOptionSchema, `${CUSTOMERS_PATH}/dropout`, onError.empty);
