/** Field readers shared by the main-page and banner handlers (JSON bodies and multipart forms). */
import type { CategoryRecord, ProductRecord } from '../catalog-types';
import { fail } from '../http';
import { getDb } from '../store';
import type { FieldErrors } from '../validation';
import { FILE_FORMAT_MESSAGE, imageProblems } from './mainpage-media';

/** A multipart body as text fields and files (several files may share a name, e.g. images[]). */
export interface FormBody {
  fields: Record<string, unknown>;
  files: Map<string, File[]>;
}

export async function readForm(request: Request): Promise<FormBody> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw fail(422, 'Ожидается multipart/form-data');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw fail(422, 'Не удалось прочитать форму');
  }
  const fields: Record<string, unknown> = {};
  const files = new Map<string, File[]>();
  for (const [rawName, value] of form.entries()) {
    const name = rawName.replace(/\[\]$/, '');
    if (typeof value === 'string') fields[name] = value;
    else files.set(name, [...(files.get(name) ?? []), value]);
  }
  return { fields, files };
}

/**
 * An activity flag: JSON booleans, or '1'/'0' (and 'true'/'false') from a form. Absent gives
 * `fallback`; anything else is a field error.
 */
export function flagField(body: Record<string, unknown>, errors: FieldErrors, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  errors.add(key, 'Поле "Активен" должно быть логическим');
  return fallback;
}

/** A positive whole number from JSON or a form, or null. */
export function idField(body: Record<string, unknown>, key: string): number | null {
  const value = body[key];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Checks every file under `name` against §5 and adds the joined messages to `key`. */
export function checkImages(files: File[], errors: FieldErrors, key: string): void {
  const problems = new Set<string>();
  for (const file of files) {
    if (!(file instanceof File)) problems.add(FILE_FORMAT_MESSAGE);
    else imageProblems(file).forEach((p) => problems.add(p));
  }
  if (problems.size) errors.add(key, [...problems].join(', '));
}

/** The catalogue's rows the home screen refers to (read only). */
export function findProduct(companyId: number, id: number): ProductRecord | undefined {
  return getDb().catalog.products.find((p) => p.id === id && p.company_id === companyId);
}

export function findCategory(companyId: number, id: number): CategoryRecord | undefined {
  return getDb().catalog.categories.find((c) => c.id === id && c.company_id === companyId);
}

export const rowName = (row: { name: string } | undefined): string | null => row?.name ?? null;
