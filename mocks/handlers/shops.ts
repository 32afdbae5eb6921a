/** Shops (§7 "Shops"): market/stores with list filters, dropout, item calls. */
import { http } from 'msw';
import type { ShopRecord } from '../commerce-types';
import { companyIdOf, findOwn, isClosed, matchesSearch, shopView } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { getDb, mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, normalizePhone, textField } from '../validation';
import { api } from './paths';

const TIME_RANGE = /^(?:[01]\d|2[0-3]):[0-5]\d - (?:[01]\d|2[0-3]):[0-5]\d$/;
const NOT_FOUND = 'Магазин не найден';

const SORTS: Record<string, (a: ShopRecord, b: ShopRecord) => number> = {
  id: (a, b) => a.id - b.id,
  address: (a, b) => a.address.localeCompare(b.address, 'ru'),
  city: (a, b) => a.city.localeCompare(b.city, 'ru') || a.address.localeCompare(b.address, 'ru'),
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
};

/**
 * The order of a list from its `sort` parameter (`field` or `-field`). An unknown field is
 * ignored and the list keeps its own order, like the filters that ignore values they do not
 * know: a stale link still opens a list.
 */
export function sortBy<T>(sorts: Record<string, (a: T, b: T) => number>, sort: string | null, fallback: string) {
  const key = sort && sorts[sort.replace(/^-/, '')] ? sort : fallback;
  const compare = sorts[key.replace(/^-/, '')]!;
  return key.startsWith('-') ? (a: T, b: T) => compare(b, a) : compare;
}

/** Boolean filters arrive as 'true'/'false' or '1'/'0'; anything else means no filter. */
export function booleanParam(value: string | null): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

function coordinate(body: Record<string, unknown>, errors: FieldErrors, key: string, limit: number, label: string): number | null {
  const value = body[key];
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(number) || Math.abs(number) > limit) {
    errors.add(key, `Поле "${label}" должно быть числом от -${limit} до ${limit}`);
    return null;
  }
  return number;
}

type ShopFields = Omit<ShopRecord, 'id' | 'company_id' | 'created_at'>;

/** The shop payload of POST and PUT; every field is validated at once, as the upstream does. */
function readShop(body: Record<string, unknown>, companyId: number, selfId: number | null): ShopFields {
  const errors = new FieldErrors();
  const address = textField(body, 'address') ?? '';
  if (!address) errors.add('address', MESSAGES.required('Адрес'));
  else if (address.length > 255) errors.add('address', 'Адрес должен быть не длиннее 255 символов');
  const city = textField(body, 'city') ?? '';
  if (!city) errors.add('city', MESSAGES.required('Город'));
  const rawPhone = textField(body, 'phone') ?? '';
  const phone = rawPhone ? normalizePhone(rawPhone) : null;
  if (!rawPhone) errors.add('phone', MESSAGES.required('Телефон'));
  else if (!phone) errors.add('phone', MESSAGES.phone);
  const hours = textField(body, 'working_hours') ?? '';
  if (!hours) errors.add('working_hours', MESSAGES.required('Часы работы'));
  else if (!TIME_RANGE.test(hours)) errors.add('working_hours', 'Укажите часы работы в формате ЧЧ:ММ - ЧЧ:ММ');
  const latitude = coordinate(body, errors, 'latitude', 90, 'Широта');
  const longitude = coordinate(body, errors, 'longitude', 180, 'Долгота');
  if (body.is_active !== undefined && typeof body.is_active !== 'boolean') errors.add('is_active', 'Поле "Активен" должно быть логическим');
  const taken = getDb().shops.some(
    (s) => s.company_id === companyId && s.id !== selfId && s.address.toLowerCase() === address.toLowerCase(),
  );
  if (address && taken) errors.add('address', 'Магазин с таким адресом уже есть');
  errors.throwIfAny();
  return {
    address,
    city,
    phone: phone!,
    working_hours: hours,
    latitude,
    longitude,
    is_active: typeof body.is_active === 'boolean' ? body.is_active : true,
  };
}

function companyShops(companyId: number): ShopRecord[] {
  return getDb().shops.filter((s) => s.company_id === companyId);
}

export const shopHandlers = [
  http.get(api('chief', 'market/stores'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const search = url.searchParams.get('search') ?? '';
    const active = booleanParam(url.searchParams.get('active'));
    const rows = companyShops(companyId)
      .filter((s) => active === undefined || s.is_active === active)
      .filter((s) => matchesSearch(search, [s.address, s.city, s.working_hours], [s.phone]))
      .sort(sortBy(SORTS, url.searchParams.get('sort'), 'id'));
    return list(rows.map(shopView), page, perPage);
  }),

  // §3: the address is the shop's name in selectors.
  http.get(api('chief', 'market/stores/dropout'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    const active = booleanParam(url.searchParams.get('active'));
    const rows = companyShops(companyId)
      .filter((s) => (active === undefined || s.is_active === active) && matchesSearch(search, [s.address]))
      .sort(SORTS.address);
    return ok(rows.map((s) => ({ id: s.id, address: s.address })));
  }),

  http.get(api('chief', 'market/stores/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(shopView(findOwn(getDb().shops, companyId, params.id, NOT_FOUND)));
  }),

  http.post(api('chief', 'market/stores'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const fields = readShop(await readJson(request), companyId, null);
    const created = mutate((db) => {
      const shop: ShopRecord = { id: nextId(db.shops), company_id: companyId, ...fields, created_at: new Date().toISOString() };
      db.shops.push(shop);
      return shop;
    });
    return ok(shopView(created), { status: 201 });
  }),

  http.put(api('chief', 'market/stores/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const shop = findOwn(getDb().shops, companyId, params.id, NOT_FOUND);
    const fields = readShop(await readJson(request), companyId, shop.id);
    mutate(() => Object.assign(shop, fields));
    return ok(shopView(shop));
  }),

  http.delete(api('chief', 'market/stores/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const shop = findOwn(getDb().shops, companyId, params.id, NOT_FOUND);
    const open = getDb().orders.filter((o) => o.store_id === shop.id && !isClosed(o)).length;
    if (open > 0) {
      return fail(422, `Нельзя удалить магазин: по нему есть незавершённые заказы (${open})`);
    }
    mutate((db) => {
      db.shops = db.shops.filter((s) => s.id !== shop.id);
    });
    return ok(null);
  }),
];
