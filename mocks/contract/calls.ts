/**
 * The upstream calls of §7 whose body or query the demo upstream checks key by key: one small
 * declaration per call (allowed keys, required keys with `!`, value shapes), read by the shared
 * validator in `check.ts`. A key not declared is refused, so is a missing required one.
 *
 * `stated`: the specification gives the keys (§3, §4, §5, §7). `chosen`: it does not, and these
 * are the keys this product and its demo upstream agreed on (docs/upstream-contract.md lists them all).
 */
import type { Rule } from './shapes';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallContract {
  method: Method;
  /** After /dashboard/v1/; `:name` matches one path segment. */
  path: string;
  /** A JSON body and its keys. */
  json?: Record<string, Rule>;
  /** A multipart body: its text fields and its file fields (`images[]` is read as `images`). */
  form?: Record<string, Rule>;
  files?: Record<string, Rule>;
  /** The query names the call takes. */
  query?: Record<string, Rule>;
  source: 'stated' | 'chosen';
}

const roles = (method: Method, path: string, rest: Omit<CallContract, 'method' | 'path'>): CallContract[] =>
  (['chief', 'admin'] as const).map((role) => ({ method, path: `${role}/${path}`, ...rest }));

/** §3 "List query fields": the page part every list call shares. */
const PAGE = { page: 'id', per_page: 'id', sort: 'text', search: 'text' } as const satisfies Record<string, Rule>;

/**
 * The shop payload (§7 "with the shop payload"): the fields of the shop form. Only unknown keys
 * are refused here; the handler answers empty or malformed fields with its own messages.
 */
const SHOP = {
  address: 'any',
  city: 'any',
  phone: 'any',
  working_hours: 'any',
  latitude: 'any',
  longitude: 'any',
  is_active: 'bool',
} as const satisfies Record<string, Rule>;

export const CONTRACT: readonly CallContract[] = [
  // Auth (§3 login and code payloads; §5: the code calls send the phone without the country digit).
  ...roles('POST', 'login', { json: { email: 'text!', password: 'text!' }, source: 'stated' }),
  ...roles('POST', 'send-code', { json: { phone: 'phone10!' }, source: 'stated' }),
  ...roles('POST', 'auth/complete', { json: { phone: 'phone10!', code: 'text!' }, source: 'stated' }),
  {
    method: 'POST',
    path: 'chief/registration',
    // §3 "Registration"; §5: the phone without formatting (its length is the handler's 422).
    json: { name: 'text!', email: 'text!', password: 'text!', repeat_password: 'text!', phone: 'text!' },
    source: 'stated',
  },
  { method: 'POST', path: 'chief/registration/change-phone', json: { old_phone: 'text!', phone: 'text!' }, source: 'chosen' },
  { method: 'POST', path: 'chief/password-reset-link', json: { email: 'text!' }, source: 'stated' },
  {
    method: 'POST',
    path: 'chief/password-reset',
    json: { token: 'text!', password: 'text!', password_confirmation: 'text!' },
    source: 'chosen',
  },

  // Company sections: §7 POST about (title, type).
  // §4: the type defaults to html_text, so it may be left out.
  { method: 'POST', path: 'chief/about', json: { title: 'text!', type: 'text' }, source: 'stated' },

  // Main page (§7 "Main page").
  {
    method: 'PUT',
    path: 'chief/mainpage',
    json: { slider_l: 'bool!', slider_s: 'bool!', loyalty: 'bool!', my_bookings: 'bool!', my_orders: 'bool!' },
    source: 'stated',
  },
  { method: 'POST', path: 'chief/mainpage/blocks', json: { title: 'text!', template: 'text!', is_active: 'bit!' }, source: 'stated' },
  { method: 'PUT', path: 'chief/mainpage/blocks/:id', json: { title: 'text!', is_active: 'bool!', sort: 'index!' }, source: 'stated' },
  { method: 'POST', path: 'chief/mainpage/blocks/:blockId/products', json: { product_id: 'id!' }, source: 'stated' },
  {
    method: 'PUT',
    path: 'chief/mainpage/blocks/:blockId/products/:pageId',
    json: { product_id: 'id!', is_active: 'bool!' },
    source: 'stated',
  },
  {
    method: 'POST',
    path: 'chief/mainpage/blocks/:blockId/promos',
    // §7 gives only "form data"; the fields are those of the PUT, is_active as a banner's.
    form: { title: 'text!', description: 'text!', category_id: 'id!', is_active: 'bitText!' },
    files: { images: 'file' },
    source: 'chosen',
  },
  {
    method: 'PUT',
    path: 'chief/mainpage/blocks/:blockId/promos/:promoId',
    json: { title: 'text!', description: 'text!', category_id: 'id!', is_active: 'bool!' },
    source: 'stated',
  },
  { method: 'POST', path: 'chief/mainpage/blocks/:blockId/promos/:promoId', form: {}, files: { images: 'file!' }, source: 'stated' },

  // Banners (§7 "Banners"; §4: a PUT carries all three text fields).
  {
    method: 'POST',
    path: 'chief/banners',
    form: { title: 'text!', category_id: 'id!', is_active: 'bitText!' },
    files: { image: 'file' },
    source: 'stated',
  },
  { method: 'PUT', path: 'chief/banners/:id', json: { title: 'text!', category_id: 'id!', is_active: 'bool!' }, source: 'stated' },
  { method: 'POST', path: 'chief/banners/:id', form: {}, files: { image: 'file!' }, source: 'stated' },

  // Shops (§7 "Shops": the list query is stated, the shop payload is not).
  { method: 'GET', path: 'chief/market/stores', query: { ...PAGE, active: 'flagText' }, source: 'stated' },
  { method: 'POST', path: 'chief/market/stores', json: SHOP, source: 'chosen' },
  { method: 'PUT', path: 'chief/market/stores/:id', json: SHOP, source: 'chosen' },

  // Lists with the §3 filter fields.
  { method: 'GET', path: 'chief/market/categories', query: { ...PAGE, active: 'flagText', parent_id: 'index' }, source: 'stated' },
  {
    method: 'GET',
    path: 'chief/market/products',
    query: { ...PAGE, active: 'flagText', parent_id: 'index', by_order: 'flagText', base_price_from: 'digits' },
    source: 'stated',
  },
  {
    method: 'GET',
    path: 'chief/market/orders',
    query: {
      ...PAGE,
      status: 'idList',
      user: 'id',
      min_total: 'amount',
      max_total: 'amount',
      date_from: 'date',
      date_to: 'date',
    },
    source: 'stated',
  },
];
