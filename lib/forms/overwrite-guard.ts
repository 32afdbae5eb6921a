/**
 * The guard against overwriting: before a save, the record as it was when the form opened (the
 * baseline) is compared with the upstream's current record. The upstream sends no version, so
 * a record's stamp is its `updatedAt` when it has one, else a hash of the fields the form edits.
 *
 * The comparison runs in the browser, not in the BFF: the browser already holds the baseline
 * and the typed values, and the dialog needs the current record's values field by field anyway.
 * In the BFF it would need the baseline sent along with every save and per-resource knowledge
 * of which fields a form edits, in a proxy that otherwise knows no resource. The check and the
 * save are two calls, so a change landing between them is not caught (the upstream offers no
 * conditional write to close that gap).
 *
 * Pure functions only: the form hook (`components/form/use-app-form.ts`, option `guardAgainst`)
 * and the editors that do not use it call these, and the dialog shows their result.
 */

/** The form's values, field by field, as the comparison and the dialog read them. */
export type FieldValuesOf = Record<string, unknown>;

export interface GuardFields<V extends FieldValuesOf> {
  /** The fields compared and shown, with their labels as the form shows them, in the form's order. */
  labels: Partial<Record<keyof V & string, string>>;
  /** How a value reads in the dialog, for the fields whose raw value says little (an id, a flag). */
  show?: Partial<Record<keyof V & string, (value: unknown) => string>>;
}

export interface FieldChange {
  field: string;
  label: string;
  /** The value someone else saved, as it reads. */
  theirs: string;
  /** The value typed here, as it reads. */
  yours: string;
  /** Someone else changed this field (else only the value typed here differs from what is saved). */
  theirsChanged: boolean;
}

/** Nothing there, as the dialog writes it. */
export const EMPTY_VALUE = '—';

/** A value in one canonical text, so that equal values compare equal whatever their form (a Date, an array). */
export function canonical(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return JSON.stringify(value.map(canonical));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return String(value);
}

/** 32-bit FNV-1a of a text, as 8 hex digits: a short stamp, not a security measure. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The hash of the edited fields' values (in the labels' order). */
export function fieldsHash<V extends FieldValuesOf>(values: V, fields: GuardFields<V>): string {
  return hashText(JSON.stringify(Object.keys(fields.labels).map((field) => canonical(values[field]))));
}

/**
 * A record's stamp: `v:<updatedAt>` when the record has one, else `h:<hash of the edited
 * fields>`. Two stamps differ when the record changed (for a hash: in the fields this form edits).
 */
export function recordStamp<V extends FieldValuesOf>(version: string | null | undefined, values: V, fields: GuardFields<V>): string {
  return version ? `v:${version}` : `h:${fieldsHash(values, fields)}`;
}

/** How a value reads in the dialog. */
export function showValue(value: unknown, show?: (value: unknown) => string): string {
  if (show) return show(value) || EMPTY_VALUE;
  if (value === undefined || value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return EMPTY_VALUE;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => showValue(item)).join(', ') : EMPTY_VALUE;
  return String(value);
}

export interface GuardSide<V extends FieldValuesOf> {
  /** `updatedAt` (or another version) when the record has one. */
  version?: string | null;
  /** The record's values as the form holds them. */
  values: V;
}

/**
 * What someone else changed since the form opened: null when nothing (the save goes on), else
 * the fields whose current value differs from the baseline's, with the value typed here beside
 * it, and after them in the form's order the fields only typed here (so that every typed value
 * is in view before «Загрузить новые данные» replaces the form). A record whose version moved
 * while none of this form's fields did is not a conflict: saving overwrites nothing of theirs
 * (a status change or a new line of an order, say).
 */
export function findOverwrite<V extends FieldValuesOf>(
  baseline: GuardSide<V>,
  current: GuardSide<V>,
  typed: V,
  fields: GuardFields<V>,
): FieldChange[] | null {
  const versioned = !!baseline.version && !!current.version;
  if (versioned && baseline.version === current.version) return null;
  if (!versioned && recordStamp(null, baseline.values, fields) === recordStamp(null, current.values, fields)) return null;
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(fields.labels) as [keyof V & string, string][]) {
    const theirsChanged = canonical(baseline.values[field]) !== canonical(current.values[field]);
    if (!theirsChanged && canonical(typed[field]) === canonical(current.values[field])) continue;
    const show = fields.show?.[field];
    changes.push({ field, label, theirs: showValue(current.values[field], show), yours: showValue(typed[field], show), theirsChanged });
  }
  return changes.some((change) => change.theirsChanged) ? changes : null;
}

/** The typed values of the changed fields as plain lines («Поле: значение»), to copy before loading the new data. */
export function changesText(changes: readonly FieldChange[]): string {
  return changes.map((change) => `${change.label}: ${change.yours}`).join('\n');
}
