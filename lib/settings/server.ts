import 'server-only';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
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
export const getLoyalty = () => loadRecord(loyaltySchema, settingsPaths.loyalty, onError.own(SETTINGS_LOAD_ERROR, 'settings'));
export const getMarket = () => loadRecord(marketSchema, settingsPaths.market, onError.own(SETTINGS_LOAD_ERROR, 'settings'));
export const listStoreStatuses = (query: Query) => loadList(storeStatusSchema, settingsPaths.statuses, onError.list, query);
export const listStatusCodes = () => loadList(statusCodeSchema, settingsPaths.statusCodes, onError.empty);

/** The payment and delivery forms open with the saved values; a failure is the block's own error. */
export const getPaymentSettings = () => loadRecord(paymentSettingsSchema, settingsPaths.paymentSettings, onError.own(SETTINGS_LOAD_ERROR, 'settings'));
export const getDeliverySettings = () => loadRecord(deliverySettingsSchema, settingsPaths.deliverySettings, onError.own(SETTINGS_LOAD_ERROR, 'settings'));
/** The payment system selector; a failure leaves it empty. */
export const listPaymentSystems = () => loadList(paymentSystemSchema, settingsPaths.paymentSystems, onError.empty);

/** Not in the specification: shown in place of the webhooks table when it cannot be loaded. */
const WEBHOOKS_ERROR = 'Не удалось загрузить вебхуки';
export const listWebhooks = () => loadList(webhookSchema, settingsPaths.webhooks, onError.own(WEBHOOKS_ERROR, 'webhooks'));

/** The bottom navbar tab is only that list: a failed call is the page's error, as before. */
export const listNavbarItems = () => loadList(navbarItemSchema, settingsPaths.navbarItems, onError.page);
