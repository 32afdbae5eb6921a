/**
 * Reading an import file in the browser (§2 /integrations): bytes to text (UTF-8 with or
 * without BOM, or Windows-1251 as Excel saves "CSV" on a Russian Windows), then CSV (';', ','
 * or tab separated, quoted per RFC 4180) or JSON into records keyed by the header. Pure.
 */

export type ImportEncoding = 'utf-8' | 'windows-1251';

export interface DecodedText {
  text: string;
  encoding: ImportEncoding;
}

export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export const importFileMessages = {
  encoding: 'Не удалось определить кодировку файла. Сохраните его в UTF-8 и загрузите снова',
  empty: 'Файл пуст',
  noRows: 'В файле нет строк с данными',
  json: 'Файл не является корректным JSON',
  jsonShape: 'В JSON ожидается массив записей или объект с массивом записей',
  format: 'Поддерживаются файлы CSV и JSON',
  unclosedQuote: (line: number) => `Незакрытая кавычка, начатая в строке ${line}`,
} as const;

const BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1251. */
export function decodeImportBytes(bytes: Uint8Array): DecodedText {
  const hasBom = BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: single-byte Cyrillic is what a Russian Excel writes.
  }
  try {
    return { text: new TextDecoder('windows-1251').decode(body), encoding: 'windows-1251' };
  } catch {
    throw new ImportFileError(importFileMessages.encoding);
  }
}

/** The separator of the header line: the most frequent of ';', ',' and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char] = (counts[char] ?? 0) + 1;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ';';
}

export interface CsvLine {
  /** The 1-based line of the file the record starts on. */
  line: number;
  cells: string[];
}

/** RFC 4180 with a chosen separator: quoted cells may hold separators, "" and line breaks. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): CsvLine[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let quoteLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endLine = () => {
    endCell();
    // Blank lines (a trailing newline, an empty row of Excel) are not records.
    if (cells.some((c) => c.trim() !== '')) lines.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endLine();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) throw new ImportFileError(importFileMessages.unclosedQuote(quoteLine));
  if (cell !== '' || cells.length > 0) endLine();
  return lines;
}

/** A record of the file: its line (CSV) or position (JSON, 1-based) and its fields by header. */
export interface ImportRecord {
  line: number;
  fields: Record<string, string>;
}

/** A header cell as a lookup key: lower case, single spaces, no BOM or surrounding quotes. */
export function normalizeHeader(header: string): string {
  return header.replace(/^\ufeff/, '').trim().toLowerCase().replace(/ё/g, 'е').replace(/[\s_-]+/g, ' ');
}

export function csvRecords(text: string): ImportRecord[] {
  const lines = parseCsv(text);
  const [head, ...rest] = lines;
  if (!head) throw new ImportFileError(importFileMessages.empty);
  if (rest.length === 0) throw new ImportFileError(importFileMessages.noRows);
  const headers = head.cells.map(normalizeHeader);
  return rest.map(({ line, cells }) => {
    const fields: Record<string, string> = {};
    headers.forEach((header, index) => {
      if (header && !(header in fields)) fields[header] = (cells[index] ?? '').trim();
    });
    return { line, fields };
  });
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A JSON array of objects, or an object holding one under `keys` (e.g. clients, orders, data). */
export function jsonRecords(text: string, keys: readonly string[] = ['data']): ImportRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    throw new ImportFileError(importFileMessages.json);
  }
  let items: unknown = parsed;
  if (!Array.isArray(items) && items && typeof items === 'object') {
    const holder = items as Record<string, unknown>;
    items = [...keys, 'data', 'items'].map((key) => holder[key]).find(Array.isArray);
  }
  if (!Array.isArray(items)) throw new ImportFileError(importFileMessages.jsonShape);
  if (items.length === 0) throw new ImportFileError(importFileMessages.noRows);
  return items.map((item, index) => {
    const fields: Record<string, string> = {};
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [key, value] of Object.entries(item)) fields[normalizeHeader(key)] = scalar(value);
    }
    return { line: index + 1, fields };
  });
}

export type ImportFormat = 'csv' | 'json';

/** By extension, or by the first character for a file without one. */
export function formatOf(fileName: string, text: string): ImportFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension) throw new ImportFileError(importFileMessages.format);
  return /^\s*[[{]/.test(text.replace(/^\ufeff/, '')) ? 'json' : 'csv';
}

export interface ParsedFile {
  format: ImportFormat;
  encoding: ImportEncoding;
  records: ImportRecord[];
}

/** The whole read: bytes and name in, records out; problems are ImportFileError with a Russian text. */
export function parseImportFile(bytes: Uint8Array, fileName: string, jsonKeys: readonly string[] = []): ParsedFile {
  if (bytes.length === 0) throw new ImportFileError(importFileMessages.empty);
  const { text, encoding } = decodeImportBytes(bytes);
  if (!text.trim()) throw new ImportFileError(importFileMessages.empty);
  const format = formatOf(fileName, text);
  return { format, encoding, records: format === 'json' ? jsonRecords(text, jsonKeys) : csvRecords(text) };
}
