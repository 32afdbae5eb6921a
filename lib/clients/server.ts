import 'server-only';
import { paths } from '../paths';
import { loadParsedList, loadParsedRows, loadRecordOrBack } from '../server/upstream/parsed';
import { CUSTOMERS_PATH, customerPath } from './api';
import { customerOptionSchema, customerRowSchema, customerSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** §2: the client card's record, or back to the clients list. */
export const getClient = (id: number) => loadRecordOrBack(customerSchema, customerPath(id), paths.clients);

export const listClients = (query: Query) => loadParsedList(customerRowSchema, CUSTOMERS_PATH, query);

export const listClientOptions = () => loadParsedRows(customerOptionSchema, `${CUSTOMERS_PATH}/dropout`);
