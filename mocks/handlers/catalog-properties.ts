/** Product properties and their enum values (§7 "Properties"). */
import { http } from 'msw';
import type { PropertyEnumRecord, PropertyRecord } from '../catalog-types';
import { catalog, flagField, propertyView } from '../catalog';
import { companyIdOf, findOwn, matchesSearch } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { api } from './paths';
import { booleanParam } from './shops';

const NOT_FOUND = 'Свойство не найдено';

const companyProperties = (companyId: number) =>
  catalog()
    .properties.filter((p) => p.company_id === companyId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);

const ownProperty = (companyId: number, id: string | readonly string[] | undefined) =>
  findOwn(catalog().properties, companyId, id, NOT_FOUND);

function readProperty(body: Record<string, unknown>, companyId: number, current: PropertyRecord | null) {
  const errors = new FieldErrors();
  const name = body.name === undefined && current ? current.name : (textField(body, 'name') ?? '');
  if (!name) errors.add('name', MESSAGES.required('Наименование'));
  else if (companyProperties(companyId).some((p) => p.id !== current?.id && p.name.toLowerCase() === name.toLowerCase())) {
    errors.add('name', 'Свойство с таким названием уже есть');
  }
  const isActive = flagField(body, errors, 'is_active', 'Активно');
  errors.throwIfAny();
  return { name, is_active: isActive ?? current?.is_active ?? true };
}

/** Property values still used by products or offers, so a deletion would break them. */
function usesOf(propertyId: number, enumId?: number): number {
  const db = catalog();
  const matches = (v: { property_id: number; enum_id: number }) => v.property_id === propertyId && (enumId === undefined || v.enum_id === enumId);
  return db.products.filter((p) => p.properties.some(matches)).length + db.offers.filter((o) => o.properties.some(matches)).length;
}

export const catalogPropertyHandlers = [
  // A list with the enums of each property; the selects ask for per_page=100.
  http.get(api('chief', 'market/properties'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const search = url.searchParams.get('search') ?? '';
    const active = booleanParam(url.searchParams.get('active'));
    const rows = companyProperties(companyId)
      .filter((p) => (active === undefined || p.is_active === active) && matchesSearch(search, [p.name]));
    return list(rows.map(propertyView), page, perPage);
  }),

  http.post(api('chief', 'market/properties'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const fields = readProperty(await readJson(request), companyId, null);
    const created = mutate((db) => {
      const record: PropertyRecord = { id: nextId(db.catalog.properties), company_id: companyId, ...fields, sort: companyProperties(companyId).length };
      db.catalog.properties.push(record);
      return record;
    });
    return ok(propertyView(created), { status: 201 });
  }),

  // Registered before properties/:id so 'enums' is never read as an id.
  http.post(api('chief', 'properties/enums'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const body = await readJson(request);
    const errors = new FieldErrors();
    const property = catalog().properties.find((p) => p.id === Number(body.property_id) && p.company_id === companyId);
    if (!property) errors.add('property_id', NOT_FOUND);
    const value = textField(body, 'value') ?? '';
    if (!value) errors.add('value', MESSAGES.required('Значение'));
    const siblings = catalog().property_enums.filter((e) => e.property_id === property?.id);
    if (value && siblings.some((e) => e.value.toLowerCase() === value.toLowerCase())) errors.add('value', 'Такое значение уже есть');
    errors.throwIfAny();
    const created = mutate((db) => {
      const record: PropertyEnumRecord = { id: nextId(db.catalog.property_enums), property_id: property!.id, value, sort: siblings.length };
      db.catalog.property_enums.push(record);
      return record;
    });
    return ok({ id: created.id, property_id: created.property_id, value: created.value, sort: created.sort }, { status: 201 });
  }),

  http.delete(api('chief', 'properties/enums/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = catalog().property_enums.find((e) => String(e.id) === String(params.id));
    const property = record && catalog().properties.find((p) => p.id === record.property_id && p.company_id === companyId);
    if (!record || !property) return fail(404, 'Значение не найдено');
    const used = usesOf(property.id, record.id);
    if (used) return fail(422, `Нельзя удалить значение: оно используется в товарах (${used})`);
    mutate((db) => {
      db.catalog.property_enums = db.catalog.property_enums.filter((e) => e.id !== record.id);
    });
    return ok(null);
  }),

  http.get(api('chief', 'properties/:id/enums'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(propertyView(ownProperty(companyId, params.id)).enums);
  }),

  http.put(api('chief', 'properties/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const property = ownProperty(companyId, params.id);
    const fields = readProperty(await readJson(request), companyId, property);
    mutate(() => Object.assign(property, fields));
    return ok(propertyView(property));
  }),

  http.delete(api('chief', 'properties/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const property = ownProperty(companyId, params.id);
    const used = usesOf(property.id);
    if (used) return fail(422, `Нельзя удалить свойство: оно используется в товарах (${used})`);
    mutate((db) => {
      db.catalog.properties = db.catalog.properties.filter((p) => p.id !== property.id);
      db.catalog.property_enums = db.catalog.property_enums.filter((e) => e.property_id !== property.id);
    });
    return ok(null);
  }),
];
