/** Lookups, checks and response shapes shared by the catalogue handlers. */
import type { CatalogDb, CatalogImage, CategoryRecord, OfferRecord, ProductRecord, PropertyRecord, PropertyValue } from './catalog-types';
import { fail } from './http';
import { getDb } from './store';
import { MESSAGES, type FieldErrors } from './validation';

/** §5/§9: catalogue pictures follow the banner rules. */
export const IMAGE_MAX_BYTES = 3145728;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
export const IMAGE_SIZE_ERROR = 'Размер файла превышает установленные значения';
export const IMAGE_FORMAT_ERROR = 'Формат изображения не соответствует требованию';
/** A product shows at most this many pictures. */
export const MAX_PRODUCT_IMAGES = 10;

export const catalog = (): CatalogDb => getDb().catalog;

export function companyCategories(companyId: number): CategoryRecord[] {
  return catalog().categories.filter((c) => c.company_id === companyId);
}

export function companyProducts(companyId: number): ProductRecord[] {
  return catalog().products.filter((p) => p.company_id === companyId);
}

/** The category and every category below it, for "products of this category". */
export function descendantIds(companyId: number, rootId: number): Set<number> {
  const ids = new Set<number>([rootId]);
  const all = companyCategories(companyId);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of all) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

const brief = (c: CategoryRecord | undefined) => (c ? { id: c.id, name: c.name } : null);

export const categoryView = (c: CategoryRecord) => {
  const db = catalog();
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    parent_id: c.parent_id,
    parent: brief(db.categories.find((p) => p.id === c.parent_id)),
    is_active: c.is_active,
    sort: c.sort,
    image: c.image,
    children_count: db.categories.filter((x) => x.parent_id === c.id).length,
    products_count: db.products.filter((p) => p.category_id === c.id).length,
    created_at: c.created_at,
  };
};

export const productRowView = (p: ProductRecord) => {
  const db = catalog();
  return {
    id: p.id,
    uuid: p.uuid,
    type: p.type,
    name: p.name,
    article: p.article,
    category_id: p.category_id,
    category: brief(db.categories.find((c) => c.id === p.category_id)),
    base_price: p.base_price,
    in_stock: p.in_stock,
    is_active: p.is_active,
    image: p.images[0] ?? null,
    offers_count: db.offers.filter((o) => o.product_id === p.id).length,
    created_at: p.created_at,
  };
};

/** A property value with its names, as the product and offer screens show it. */
export function propertyValuesView(values: readonly PropertyValue[]) {
  const db = catalog();
  return values.map((v) => ({
    property_id: v.property_id,
    property_name: db.properties.find((p) => p.id === v.property_id)?.name ?? '',
    enum_id: v.enum_id,
    value: db.property_enums.find((e) => e.id === v.enum_id)?.value ?? '',
  }));
}

export const similarView = (p: ProductRecord) => ({
  id: p.id,
  uuid: p.uuid,
  name: p.name,
  base_price: p.base_price,
  is_active: p.is_active,
  image: p.images[0] ?? null,
});

export function similarOf(product: ProductRecord) {
  const products = companyProducts(product.company_id);
  return product.similar
    .map((uuid) => products.find((p) => p.uuid === uuid))
    .filter((p): p is ProductRecord => !!p)
    .map(similarView);
}

export const productView = (p: ProductRecord) => {
  const products = companyProducts(p.company_id);
  return {
    ...productRowView(p),
    description: p.description,
    sort: p.sort,
    images: p.images,
    properties: propertyValuesView(p.properties),
    similar: similarOf(p),
    kit_items: p.kit_items.map((item) => ({
      product_id: item.product_id,
      name: products.find((x) => x.id === item.product_id)?.name ?? '',
      quantity: item.quantity,
    })),
    updated_at: p.updated_at,
  };
};

export const offerView = (o: OfferRecord) => ({
  id: o.id,
  product_id: o.product_id,
  name: o.name,
  article: o.article,
  price: o.price,
  quantity: o.quantity,
  is_active: o.is_active,
  properties: propertyValuesView(o.properties),
  created_at: o.created_at,
});

export const propertyView = (p: PropertyRecord) => ({
  id: p.id,
  name: p.name,
  is_active: p.is_active,
  sort: p.sort,
  enums: catalog()
    .property_enums.filter((e) => e.property_id === p.id)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((e) => ({ id: e.id, value: e.value, sort: e.sort })),
});

/** A whole number of roubles (or units) ≥ 0 from a JSON or form value; null when absent. */
export function amountField(body: Record<string, unknown>, errors: FieldErrors, key: string, label: string, required: boolean): number | null {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') {
    if (required) errors.add(key, MESSAGES.required(label));
    return null;
  }
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.replace(/[\s\u00a0]/g, '').replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(value) || value < 0) {
    errors.add(key, `Поле "${label}" должно быть неотрицательным числом`);
    return null;
  }
  return Math.round(value * 100) / 100;
}

/** Booleans arrive as JSON booleans, or as '1'/'0' and 'true'/'false' in forms. */
export function flagField(body: Record<string, unknown>, errors: FieldErrors, key: string, label: string): boolean | undefined {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === 0 || raw === '0' || raw === 'false') return false;
  errors.add(key, `Поле "${label}" должно быть логическим`);
  return undefined;
}

/** An id of an own category; `null` means "none", `undefined` "not sent". */
export function categoryRef(body: Record<string, unknown>, errors: FieldErrors, key: string, companyId: number): number | null | undefined {
  const raw = body[key];
  if (raw === undefined) return undefined;
  if (raw === null || raw === '' || raw === 0 || raw === '0') return null;
  const id = Number(raw);
  if (!companyCategories(companyId).some((c) => c.id === id)) {
    errors.add(key, 'Выбранная категория не найдена');
    return undefined;
  }
  return id;
}

/** Property values: every enum must belong to its property and to the company; one value per property. */
export function readPropertyValues(raw: unknown, errors: FieldErrors, companyId: number, key = 'properties'): PropertyValue[] {
  if (!Array.isArray(raw)) {
    errors.add(key, 'Передайте список значений свойств');
    return [];
  }
  const db = catalog();
  const values: PropertyValue[] = [];
  for (const item of raw) {
    const propertyId = Number((item as Record<string, unknown> | null)?.property_id);
    const enumId = Number((item as Record<string, unknown> | null)?.enum_id);
    const property = db.properties.find((p) => p.id === propertyId && p.company_id === companyId);
    const value = db.property_enums.find((e) => e.id === enumId && e.property_id === propertyId);
    if (!property || !value) {
      errors.add(key, 'Значение свойства не найдено');
      continue;
    }
    const same = values.findIndex((v) => v.property_id === propertyId);
    if (same >= 0) values.splice(same, 1);
    values.push({ property_id: propertyId, enum_id: enumId });
  }
  return values;
}

/** The picture files of a multipart body (fields image, images, images[]), checked by §5. */
export function imageFiles(form: FormData, field = 'image'): File[] {
  const files = ['image', 'images', 'images[]']
    .flatMap((name) => form.getAll(name))
    .filter((v): v is File => typeof v === 'object' && v !== null && 'arrayBuffer' in v);
  const problems = new Set<string>();
  for (const file of files) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (file.size > IMAGE_MAX_BYTES) problems.add(IMAGE_SIZE_ERROR);
    if (!IMAGE_EXTENSIONS.includes(extension)) problems.add(IMAGE_FORMAT_ERROR);
  }
  // §5: the messages are shown joined by commas.
  if (problems.size) throw fail(422, [...problems].join(', '), { [field]: [...problems] });
  return files;
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw fail(422, 'Ожидается multipart/form-data');
  }
}

/** Form fields as a plain record, so the JSON field checks work on them too. */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

export function findImage(uuid: string): CatalogImage | undefined {
  const db = catalog();
  return (
    db.products.flatMap((p) => p.images).find((i) => i.uuid === uuid) ??
    db.categories.map((c) => c.image).find((i): i is CatalogImage => i?.uuid === uuid)
  );
}
