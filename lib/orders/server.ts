import 'server-only';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { ORDERS_PATH, orderPath, PAYMENT_SYSTEMS_PATH, STATUSES_DROPOUT_PATH } from './api';
import { orderSchema, orderSummarySchema, paymentSystemSchema, statusOptionSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** §2: the order, or back to the orders list when it cannot be loaded. */
export const getOrder = (id: number) => loadRecord(orderSchema, orderPath(id), onError.back(paths.orders));

/** A page of orders (§3 order filter); a failure is the list's error state. */
export const listOrders = (query: Query) => loadList(orderSummarySchema, ORDERS_PATH, onError.list, query);

export const listOrderStatuses = () => loadList(statusOptionSchema, STATUSES_DROPOUT_PATH, onError.empty);
export const listPaymentSystems = () => loadList(paymentSystemSchema, PAYMENT_SYSTEMS_PATH, onError.empty);
