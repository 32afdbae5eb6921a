import 'server-only';
import { loadItemOrError, loadParsedList, loadParsedRows, loadRequiredRows, loadRowsOrError } from '../server/upstream/parsed';
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

/** Not in the specification: shown in a settings block whose saved values could not be loaded. */
export const SETTINGS_LOAD_ERROR = 'Не удалось загрузить сохранённые настройки. Остальные разделы страницы работают';

/**
 * Each settings block reads its own record: a failed call or an unreadable answer is that block's
 * error (its form is not shown, so empty values are never saved over real ones), not the page's.
 * GET market, payment-settings and delivery-settings are not calls of the specification (§7 names
 * only their PUT), so an upstream may well not answer them.
 */
export const getLoyalty = () => loadItemOrError(loyaltySchema, settingsPaths.loyalty, SETTINGS_LOAD_ERROR, { tag: 'settings' });
export const getMarket = () => loadItemOrError(marketSchema, settingsPaths.market, SETTINGS_LOAD_ERROR, { tag: 'settings' });
export const listStoreStatuses = (query: Query) => loadParsedList(storeStatusSchema, settingsPaths.statuses, query);
export const listStatusCodes = () => loadParsedRows(statusCodeSchema, settingsPaths.statusCodes);

/** The payment and delivery forms open with the saved values; a failure is the block's own error. */
export const getPaymentSettings = () => loadItemOrError(paymentSettingsSchema, settingsPaths.paymentSettings, SETTINGS_LOAD_ERROR, { tag: 'settings' });
export const getDeliverySettings = () => loadItemOrError(deliverySettingsSchema, settingsPaths.deliverySettings, SETTINGS_LOAD_ERROR, { tag: 'settings' });
/** The payment system selector; a failure leaves it empty. */
export const listPaymentSystems = () => loadParsedRows(paymentSystemSchema, settingsPaths.paymentSystems);

/** Not in the specification: shown in place of the webhooks table when it cannot be loaded. */
const WEBHOOKS_ERROR = 'Не удалось загрузить вебхуки';
export const listWebhooks = () => loadRowsOrError(webhookSchema, settingsPaths.webhooks, WEBHOOKS_ERROR, { tag: 'webhooks' });

/** The bottom navbar tab is only that list: a failed call is the page's error, as before. */
export const listNavbarItems = () => loadRequiredRows(navbarItemSchema, settingsPaths.navbarItems);
