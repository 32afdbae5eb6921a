import 'server-only';
import { paths } from '../paths';
import { loadParsedList, loadParsedRows, loadRecordOrBack } from '../server/upstream/parsed';
import { ORDERS_PATH, orderPath, PAYMENT_SYSTEMS_PATH, STATUSES_DROPOUT_PATH } from './api';
import { orderSchema, orderSummarySchema, paymentSystemSchema, statusOptionSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** §2: the order, or back to the orders list when it cannot be loaded. */
export const getOrder = (id: number) => loadRecordOrBack(orderSchema, orderPath(id), paths.orders);

/** A page of orders (§3 order filter); a failure is the list's error state. */
export const listOrders = (query: Query) => loadParsedList(orderSummarySchema, ORDERS_PATH, query);

export const listOrderStatuses = () => loadParsedRows(statusOptionSchema, STATUSES_DROPOUT_PATH);
export const listPaymentSystems = () => loadParsedRows(paymentSystemSchema, PAYMENT_SYSTEMS_PATH);
