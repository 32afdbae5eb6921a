/**
 * The rows of a client or order import: columns found by their header (Russian or English),
 * each row checked by the §5 rules before anything is sent, and the payload of the good rows.
 */
import { parseMoney } from '../format/input-parsers';
import { canonicalPhone } from '../format/phone';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';
import { normalizeHeader, type ImportRecord } from './parse';

export type ImportKind = 'client' | 'order';

export interface ImportColumn {
  /** The payload key (camelCase; the BFF sends it snake_case). */
  key: string;
  label: string;
  /** Header spellings that mean this column, compared after normalizeHeader. */
  aliases: readonly string[];
  /** A date: sent as yyyy-MM-dd, shown in the preview as DD.MM.YYYY (§9). */
  date?: true;
}

export const CLIENT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', label: 'ФИО', aliases: ['name', 'фио', 'имя', 'клиент', 'full name'] },
  { key: 'phone', label: 'Телефон', aliases: ['phone', 'телефон', 'тел', 'тел.', 'mobile'] },
  { key: 'email', label: 'E-mail', aliases: ['email', 'e mail', 'почта', 'эл. почта', 'электронная почта'] },
  { key: 'birthday', label: 'Дата рождения', aliases: ['birthday', 'дата рождения', 'birth date'], date: true },
  { key: 'externalId', label: 'Внешний ID', aliases: ['external id', 'externalid', 'внешний id', 'внешний ид', 'код'] },
];

export const ORDER_COLUMNS: readonly ImportColumn[] = [
  { key: 'externalId', label: 'Внешний ID', aliases: ['external id', 'externalid', 'внешний id', 'внешний ид', 'номер во внешней системе'] },
  { key: 'clientPhone', label: 'Телефон клиента', aliases: ['client phone', 'phone', 'телефон клиента', 'телефон'] },
  { key: 'clientName', label: 'Клиент', aliases: ['client name', 'клиент', 'фио', 'имя клиента'] },
  { key: 'total', label: 'Сумма', aliases: ['total', 'сумма', 'итого', 'сумма заказа'] },
  { key: 'createdAt', label: 'Дата заказа', aliases: ['created at', 'date', 'дата', 'дата заказа'], date: true },
  { key: 'itemName', label: 'Позиция', aliases: ['item name', 'позиция', 'товар', 'состав'] },
  { key: 'isPaid', label: 'Оплачен', aliases: ['is paid', 'paid', 'оплачен', 'оплата'] },
  { key: 'comment', label: 'Комментарий', aliases: ['comment', 'комментарий'] },
];

/**
 * Client files from shops in Russia hold addresses on Cyrillic domains (ivan@почта.рф), which the
 * forms' §5 pattern does not list. The import takes those as well; every other address follows
 * the forms' pattern.
 */
const CYRILLIC_DOMAIN_EMAIL = /^[\w.+'-]+@[а-яё0-9-]+(?:\.[а-яё0-9-]+)*\.(?:рф|рус|москва|дети)$/i;

export const isImportEmail = (value: string) => patterns.email.test(value) || CYRILLIC_DOMAIN_EMAIL.test(value);

export const columnsOf = (kind: ImportKind) => (kind === 'client' ? CLIENT_COLUMNS : ORDER_COLUMNS);

/** Not in the specification's catalogue; worded after its style. */
export const importRowMessages = {
  nameLength: 'ФИО должно быть не длиннее 100 символов',
  birthday: 'Проверьте дату рождения',
  externalIdLength: 'Внешний ID должен быть не длиннее 64 символов',
  duplicatePhone: (line: number) => `Телефон уже встречается в строке ${line}`,
  duplicateExternalId: (line: number) => `Внешний ID уже встречается в строке ${line}`,
  total: 'Сумма должна быть больше нуля',
  date: 'Проверьте дату заказа',
  futureDate: 'Дата заказа не может быть в будущем',
  commentLength: 'Комментарий должен быть не длиннее 1000 символов',
} as const;

export interface ImportRow {
  /** The line of the file (CSV) or the position (JSON) — what the user looks for. */
  line: number;
  /** Values by column key, normalised (phone as 11 digits, dates as yyyy-MM-dd). */
  values: Record<string, string>;
  errors: string[];
}

/** Which record field feeds each column; unknown headers are ignored. */
function pick(record: ImportRecord, column: ImportColumn): string {
  for (const alias of [column.key, ...column.aliases]) {
    const value = record.fields[normalizeHeader(alias)];
    if (value !== undefined) return value;
  }
  return '';
}

/** Which columns a file has (by header), so the preview shows only those. */
export function presentColumns(kind: ImportKind, records: readonly ImportRecord[]): ImportColumn[] {
  const keys = new Set(records.flatMap((r) => Object.keys(r.fields)));
  return columnsOf(kind).filter((c) => [c.key, ...c.aliases].some((a) => keys.has(normalizeHeader(a))));
}

/** '+7 (916) 123-45-67', '8 916 1234567', '9161234567' → '79161234567' (the forms' reading, lib/phone.ts); null when not a Russian number. */
export function normalizeImportPhone(raw: string): string | null {
  return canonicalPhone(raw);
}

/** 'DD.MM.YYYY' or 'YYYY-MM-DD' as 'YYYY-MM-DD'; null when it is not a real day. */
export function normalizeImportDate(raw: string): string | null {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(raw);
  const iso = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : raw.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

function todayIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** §5 e-mail pattern; the phone is checked as its masked form would be. */
const isPhone = (phone: string) => patterns.phone.test(`+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`);

export function checkClientRows(records: readonly ImportRecord[], now: Date = new Date()): ImportRow[] {
  const phones = new Map<string, number>();
  const externalIds = new Map<string, number>();
  return records.map((record) => {
    const errors: string[] = [];
    const name = pick(record, CLIENT_COLUMNS[0]!);
    if (!name) errors.push(required('ФИО'));
    else if (name.length > 100) errors.push(importRowMessages.nameLength);
    else if (name.includes('@')) errors.push(messages.nameIsEmail);
    const rawPhone = pick(record, CLIENT_COLUMNS[1]!);
    const phone = rawPhone ? normalizeImportPhone(rawPhone) : null;
    if (!rawPhone) errors.push(required('Телефон'));
    else if (!phone || !isPhone(phone)) errors.push(messages.phone);
    else if (phones.has(phone)) errors.push(importRowMessages.duplicatePhone(phones.get(phone)!));
    else phones.set(phone, record.line);
    const email = pick(record, CLIENT_COLUMNS[2]!);
    if (email && !isImportEmail(email)) errors.push(messages.email);
    const rawBirthday = pick(record, CLIENT_COLUMNS[3]!);
    const birthday = rawBirthday ? normalizeImportDate(rawBirthday) : '';
    if (birthday === null || (birthday && (birthday > todayIso(now) || birthday < '1900-01-01'))) errors.push(importRowMessages.birthday);
    const externalId = pick(record, CLIENT_COLUMNS[4]!);
    if (externalId.length > 64) errors.push(importRowMessages.externalIdLength);
    else if (externalId && externalIds.has(externalId)) errors.push(importRowMessages.duplicateExternalId(externalIds.get(externalId)!));
    else if (externalId) externalIds.set(externalId, record.line);
    const values: Record<string, string> = { name, phone: phone ?? rawPhone, email, birthday: birthday ?? rawBirthday, externalId };
    return { line: record.line, values, errors };
  });
}

/** '1 234,50' or '1234.5' → 1234.5; null when it is not a number. */
export function parseAmount(raw: string): number | null {
  // The same reading as the price fields of the forms (lib/input-parsers.ts).
  const parsed = parseMoney(raw, 'Сумма', { allowZero: true });
  return parsed.ok ? parsed.value : null;
}

export function checkOrderRows(records: readonly ImportRecord[], now: Date = new Date()): ImportRow[] {
  const externalIds = new Map<string, number>();
  const col = (key: string) => ORDER_COLUMNS.find((c) => c.key === key)!;
  return records.map((record) => {
    const errors: string[] = [];
    const externalId = pick(record, col('externalId'));
    if (!externalId) errors.push(required('Внешний ID'));
    else if (externalId.length > 64) errors.push(importRowMessages.externalIdLength);
    else if (externalIds.has(externalId)) errors.push(importRowMessages.duplicateExternalId(externalIds.get(externalId)!));
    else externalIds.set(externalId, record.line);
    const rawPhone = pick(record, col('clientPhone'));
    const phone = rawPhone ? normalizeImportPhone(rawPhone) : null;
    if (!rawPhone) errors.push(required('Телефон'));
    else if (!phone || !isPhone(phone)) errors.push(messages.phone);
    const clientName = pick(record, col('clientName'));
    if (clientName.length > 100) errors.push(importRowMessages.nameLength);
    const rawTotal = pick(record, col('total'));
    const total = rawTotal ? parseAmount(rawTotal) : null;
    if (!rawTotal) errors.push(required('Сумма'));
    else if (total === null || total <= 0) errors.push(importRowMessages.total);
    const rawDate = pick(record, col('createdAt'));
    const createdAt = rawDate ? normalizeImportDate(rawDate) : '';
    if (createdAt === null) errors.push(importRowMessages.date);
    else if (createdAt && createdAt > todayIso(now)) errors.push(importRowMessages.futureDate);
    const comment = pick(record, col('comment'));
    if (comment.length > 1000) errors.push(importRowMessages.commentLength);
    const values: Record<string, string> = {
      externalId,
      clientPhone: phone ?? rawPhone,
      clientName,
      total: total === null ? rawTotal : String(total),
      createdAt: createdAt ?? rawDate,
      itemName: pick(record, col('itemName')),
      isPaid: /^(1|да|true|yes|оплачен)$/i.test(pick(record, col('isPaid'))) ? 'true' : '',
      comment,
    };
    return { line: record.line, values, errors };
  });
}

export const checkRows = (kind: ImportKind, records: readonly ImportRecord[], now?: Date) =>
  kind === 'client' ? checkClientRows(records, now) : checkOrderRows(records, now);

/** What is sent for the good rows: empty optional fields are left out. */
export function importPayload(kind: ImportKind, rows: readonly ImportRow[]): Record<string, unknown>[] {
  return rows.map(({ values }) => {
    const item: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === '') continue;
      if (kind === 'order' && key === 'total') item[key] = Number(value);
      else if (kind === 'order' && key === 'isPaid') item[key] = value === 'true';
      else item[key] = value;
    }
    return item;
  });
}
