/** Offers (a product's variants) and the store product details of a product (§7 "Catalogue", §4). */
import { http } from 'msw';
import type { OfferRecord, ProductDetailRecord } from '../catalog-types';
import { amountField, catalog, flagField, offerView, readPropertyValues } from '../catalog';
import { companyIdOf, findOwn, matchesSearch } from '../commerce';
import { authenticate, list, ok, pageParams, readJson } from '../http';
import { getDb, mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { ownProduct } from './catalog-products';
import { api } from './paths';

const OFFER_NOT_FOUND = 'Торговое предложение не найдено';
const DETAIL_NOT_FOUND = 'Запись не найдена';

type OfferFields = Pick<OfferRecord, 'name' | 'article' | 'price' | 'quantity' | 'is_active' | 'properties'>;

function readOffer(body: Record<string, unknown>, companyId: number, current: OfferRecord | null): OfferFields {
  const errors = new FieldErrors();
  const name = body.name === undefined && current ? current.name : (textField(body, 'name') ?? '');
  if (!name) errors.add('name', MESSAGES.required('Наименование'));
  const article = body.article === undefined ? (current?.article ?? '') : (textField(body, 'article') ?? '');
  const price = body.price === undefined && current ? current.price : amountField(body, errors, 'price', 'Цена', true);
  const quantity = body.quantity === undefined ? (current?.quantity ?? 0) : amountField(body, errors, 'quantity', 'Остаток', false);
  if (quantity !== null && !Number.isInteger(quantity)) errors.add('quantity', 'Поле "Остаток" должно быть целым числом');
  const isActive = flagField(body, errors, 'is_active', 'Активно');
  const properties = body.properties === undefined ? (current?.properties ?? []) : readPropertyValues(body.properties, errors, companyId);
  errors.throwIfAny();
  return { name, article, price: price ?? 0, quantity: quantity ?? 0, is_active: isActive ?? current?.is_active ?? true, properties };
}

function productOffers(productId: number): OfferRecord[] {
  return catalog().offers.filter((o) => o.product_id === productId);
}

const ownOffer = (companyId: number, productId: number, id: string | readonly string[] | undefined) =>
  findOwn(productOffers(productId), companyId, id, OFFER_NOT_FOUND);

function readDetail(body: Record<string, unknown>, companyId: number, current: ProductDetailRecord | null, productId: number) {
  const errors = new FieldErrors();
  const storeId = body.store_id === undefined && current ? current.store_id : Number(body.store_id);
  const store = getDb().shops.find((s) => s.id === storeId && s.company_id === companyId);
  if (!store) errors.add('store_id', body.store_id === undefined ? MESSAGES.required('Магазин') : 'Магазин не найден');
  const taken = catalog().product_details.some((d) => d.product_id === productId && d.store_id === storeId && d.id !== current?.id);
  if (store && taken) errors.add('store_id', 'Для этого магазина запись уже есть');
  const quantity = body.quantity === undefined && current ? current.quantity : amountField(body, errors, 'quantity', 'Остаток', true);
  const price = body.price === undefined ? (current?.price ?? null) : amountField(body, errors, 'price', 'Цена', false);
  errors.throwIfAny();
  return { store_id: storeId, quantity: quantity ?? 0, price };
}

const detailView = (d: ProductDetailRecord) => ({
  id: d.id,
  product_id: d.product_id,
  store_id: d.store_id,
  store: (() => {
    const shop = getDb().shops.find((s) => s.id === d.store_id);
    return shop ? { id: shop.id, address: shop.address } : null;
  })(),
  quantity: d.quantity,
  price: d.price,
});

export const catalogOfferHandlers = [
  // Options of the offer selects: { id, name, product_id, price, quantity }, optionally of one product.
  http.get(api('chief', 'products/offer-list'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    const productId = Number(url.searchParams.get('product_id') ?? '');
    const rows = catalog()
      .offers.filter((o) => o.company_id === companyId && (!(productId > 0) || o.product_id === productId))
      .filter((o) => matchesSearch(search, [o.name, o.article]));
    // quantity is chosen here (not in §7): the order line picker shows the stock.
    return ok(rows.map((o) => ({ id: o.id, name: o.name, product_id: o.product_id, price: o.price, quantity: o.quantity })));
  }),

  http.get(api('chief', 'products/:id/offers'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const { page, perPage } = pageParams(new URL(request.url));
    return list(productOffers(product.id).map(offerView), page, perPage);
  }),

  http.post(api('chief', 'products/:id/offers'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const fields = readOffer(await readJson(request), companyId, null);
    const created = mutate((db) => {
      const record: OfferRecord = {
        id: nextId(db.catalog.offers),
        company_id: companyId,
        product_id: product.id,
        ...fields,
        created_at: new Date().toISOString(),
      };
      db.catalog.offers.push(record);
      return record;
    });
    return ok(offerView(created), { status: 201 });
  }),

  http.get(api('chief', 'products/:id/offers/:offerId'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    return ok(offerView(ownOffer(companyId, product.id, params.offerId)));
  }),

  http.put(api('chief', 'products/:id/offers/:offerId'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const offer = ownOffer(companyId, product.id, params.offerId);
    const fields = readOffer(await readJson(request), companyId, offer);
    mutate(() => Object.assign(offer, fields));
    return ok(offerView(offer));
  }),

  http.delete(api('chief', 'products/:id/offers/:offerId'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const offer = ownOffer(companyId, product.id, params.offerId);
    mutate((db) => {
      db.catalog.offers = db.catalog.offers.filter((o) => o.id !== offer.id);
    });
    return ok(null);
  }),

  // Store product details (§4): list by page; create; edit and delete name the record by `id` in the body.
  http.get(api('chief', 'products/:id/details'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const { page, perPage } = pageParams(new URL(request.url));
    const rows = catalog().product_details.filter((d) => d.product_id === product.id);
    return list(rows.map(detailView), page, perPage);
  }),

  http.post(api('chief', 'products/:id/details'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const fields = readDetail(await readJson(request), companyId, null, product.id);
    const created = mutate((db) => {
      const record: ProductDetailRecord = { id: nextId(db.catalog.product_details), company_id: companyId, product_id: product.id, ...fields };
      db.catalog.product_details.push(record);
      return record;
    });
    return ok(detailView(created), { status: 201 });
  }),

  http.put(api('chief', 'products/:id/details'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const body = await readJson(request);
    const detail = findOwn(catalog().product_details.filter((d) => d.product_id === product.id), companyId, String(body.id ?? ''), DETAIL_NOT_FOUND);
    const fields = readDetail(body, companyId, detail, product.id);
    mutate(() => Object.assign(detail, fields));
    return ok(detailView(detail));
  }),

  http.delete(api('chief', 'products/:id/details'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const body = await readJson(request);
    const detail = findOwn(catalog().product_details.filter((d) => d.product_id === product.id), companyId, String(body.id ?? ''), DETAIL_NOT_FOUND);
    mutate((db) => {
      db.catalog.product_details = db.catalog.product_details.filter((d) => d.id !== detail.id);
    });
    return ok(null);
  }),
];

