import 'server-only';
import { loadParsedItem, loadParsedList, loadParsedRows, loadRequiredRows, loadRowsOrError } from '../server/upstream/parsed';
import { settingsPaths } from './api';
import {
  deliverySettingsSchema,
  loyaltySchema,
  marketSchema,
  navbarItemSchema,
  paymentSettingsSchema,
  paymentSystemSchema,
  statusCodeSchema,
  storeStatusSchema,
  webhookSchema,
} from './schema';

type Query = Record<string, string | number | undefined | null>;

/** The bonus rules and levels; a failed call is the page's error (as before), a missing part is empty. */
export const getLoyalty = () => loadParsedItem(loyaltySchema, settingsPaths.loyalty);
export const getMarket = () => loadParsedItem(marketSchema, settingsPaths.market);
export const listStoreStatuses = (query: Query) => loadParsedList(storeStatusSchema, settingsPaths.statuses, query);
export const listStatusCodes = () => loadParsedRows(statusCodeSchema, settingsPaths.statusCodes);

/** The payment and delivery forms open with the saved values; a failed call is the page's error, as before. */
export const getPaymentSettings = () => loadParsedItem(paymentSettingsSchema, settingsPaths.paymentSettings);
export const getDeliverySettings = () => loadParsedItem(deliverySettingsSchema, settingsPaths.deliverySettings);
/** The payment system selector; a failure leaves it empty. */
export const listPaymentSystems = () => loadParsedRows(paymentSystemSchema, settingsPaths.paymentSystems);

/** Not in the specification: shown in place of the webhooks table when it cannot be loaded. */
const WEBHOOKS_ERROR = 'Не удалось загрузить вебхуки';
export const listWebhooks = () => loadRowsOrError(webhookSchema, settingsPaths.webhooks, WEBHOOKS_ERROR, { tag: 'webhooks' });

/** The bottom navbar tab is only that list: a failed call is the page's error, as before. */
export const listNavbarItems = () => loadRequiredRows(navbarItemSchema, settingsPaths.navbarItems);
