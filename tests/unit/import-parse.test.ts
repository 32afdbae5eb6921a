import { csvRecords, decodeImportBytes, detectDelimiter, ImportFileError, jsonRecords, parseCsv, parseImportFile } from '@/lib/import/parse';
import { checkClientRows, checkOrderRows, importPayload, normalizeImportPhone, presentColumns } from '@/lib/import/rows';
import { summarizeImport } from '@/lib/import/result';

const utf8 = (text: string) => new TextEncoder().encode(text);
const NOW = new Date(2026, 10, 24, 12, 0);

/** Windows-1251 bytes of a Cyrillic text (А..я are 0xC0..0xFF, Ё 0xA8, ё 0xB8). */
function cp1251(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (char === 'Ё') return 0xa8;
    if (char === 'ё') return 0xb8;
    if (code > 0x7f) throw new Error(`no cp1251 byte for ${char}`);
    return code;
  }));
}

describe('decodeImportBytes', () => {
  it('reads UTF-8 with and without a BOM, keeping Cyrillic', () => {
    expect(decodeImportBytes(utf8('ФИО;Телефон'))).toEqual({ text: 'ФИО;Телефон', encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Ёлкина')]);
    expect(decodeImportBytes(withBom)).toEqual({ text: 'Ёлкина', encoding: 'utf-8' });
  });

  it('falls back to Windows-1251 for bytes that are not UTF-8', () => {
    const decoded = decodeImportBytes(cp1251('ФИО;Телефон\nЁлкина Ольга;79161234567'));
    expect(decoded.encoding).toBe('windows-1251');
    expect(decoded.text).toBe('ФИО;Телефон\nЁлкина Ольга;79161234567');
  });
});

describe('parseCsv', () => {
  it('detects the separator of the header line, ignoring ones inside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('single')).toBe(';');
  });

  it('handles quotes, doubled quotes, separators and line breaks inside quotes, CRLF and blank lines', () => {
    const text = 'name;comment\r\n"Иванов; Иван";"Сказал ""привет""\r\nи ушёл"\r\n\r\nПетров;\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'comment'] },
      { line: 2, cells: ['Иванов; Иван', 'Сказал "привет"\r\nи ушёл'] },
      { line: 5, cells: ['Петров', ''] },
    ]);
  });

  it('reports an unclosed quote with its line', () => {
    expect(() => parseCsv('a;b\n"open;x\n')).toThrow(new ImportFileError('Незакрытая кавычка, начатая в строке 2'));
  });

  it('keys records by normalised headers and needs at least one data row', () => {
    expect(csvRecords('\ufeffФИО ;Телефон;E-mail\nАнна;79160000000')).toEqual([{ line: 2, fields: { фио: 'Анна', телефон: '79160000000', 'e mail': '' } }]);
    expect(() => csvRecords('ФИО;Телефон\n')).toThrow('В файле нет строк с данными');
  });
});

describe('jsonRecords and parseImportFile', () => {
  it('takes an array or an object holding one, flattening values to text', () => {
    expect(jsonRecords('[{"name":"Анна","phone":79160000000}]')).toEqual([{ line: 1, fields: { name: 'Анна', phone: '79160000000' } }]);
    expect(jsonRecords('{"clients":[{"external_id":"A-1"}]}', ['clients'])).toEqual([{ line: 1, fields: { 'external id': 'A-1' } }]);
    expect(() => jsonRecords('{"x":1}')).toThrow('В JSON ожидается массив записей или объект с массивом записей');
    expect(() => jsonRecords('[{')).toThrow('Файл не является корректным JSON');
  });

  it('chooses the format by extension or by content and refuses other files', () => {
    expect(parseImportFile(utf8('[{"name":"Анна"}]'), 'export').format).toBe('json');
    expect(parseImportFile(utf8('name,phone\nАнна,1'), 'clients.CSV')).toMatchObject({ format: 'csv', encoding: 'utf-8' });
    expect(() => parseImportFile(utf8('x'), 'clients.xlsx')).toThrow('Поддерживаются файлы CSV и JSON');
    expect(() => parseImportFile(new Uint8Array(), 'a.csv')).toThrow('Файл пуст');
  });
});

describe('client rows', () => {
  const records = csvRecords(
    [
      'ФИО;Телефон;E-mail;Дата рождения;Внешний ID',
      'Ёлкина Ольга;+7 (916) 123-45-67;olga@mail.ru;15.03.1990;CRM-1',
      ';8 916 1234567;bad-mail;31.02.1990;CRM-1',
      'Пётр;12345;;;',
      'anna@mail.ru;9161112233;;2999-01-01;',
    ].join('\n'),
  );

  it('normalises phones the way they are typed in Russia', () => {
    expect(normalizeImportPhone('+7 (916) 123-45-67')).toBe('79161234567');
    expect(normalizeImportPhone('8 916 1234567')).toBe('79161234567');
    expect(normalizeImportPhone('9161234567')).toBe('79161234567');
    expect(normalizeImportPhone('5161234567')).toBe('75161234567');
    expect(normalizeImportPhone('+1 916 123')).toBeNull();
    expect(normalizeImportPhone('тел. 9161234567')).toBeNull();
  });

  it('checks every row by the §5 rules and finds repeats inside the file', () => {
    const rows = checkClientRows(records, NOW);
    expect(rows[0]).toEqual({ line: 2, values: { name: 'Ёлкина Ольга', phone: '79161234567', email: 'olga@mail.ru', birthday: '1990-03-15', externalId: 'CRM-1' }, errors: [] });
    expect(rows[1]!.errors).toEqual([
      'Поле "ФИО" является обязательным',
      'Телефон уже встречается в строке 2',
      'Поле "E-mail" должно содержать валидный адрес',
      'Проверьте дату рождения',
      'Внешний ID уже встречается в строке 2',
    ]);
    expect(rows[2]!.errors).toEqual(['Поле "Телефон" должно содержать валидный номер']);
    expect(rows[3]!.errors).toEqual(['ФИО не может содержать адрес электронной почты', 'Проверьте дату рождения']);
    expect(presentColumns('client', records).map((c) => c.key)).toEqual(['name', 'phone', 'email', 'birthday', 'externalId']);
  });

  it('takes an address on a Cyrillic domain (.рф), still refusing a malformed one', () => {
    const rows = checkClientRows(csvRecords(['ФИО;Телефон;E-mail', 'Иванова Анна;9161112233;anna@почта.рф', 'Петров Борис;9162223344;boris@.рф'].join('\n')), NOW);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.values.email).toBe('anna@почта.рф');
    expect(rows[1]!.errors).toEqual(['Поле "E-mail" должно содержать валидный адрес']);
  });

  it('sends only filled fields of the good rows', () => {
    const good = checkClientRows(csvRecords('name,phone,email\nАнна Петрова,9160000001,'), NOW);
    expect(importPayload('client', good)).toEqual([{ name: 'Анна Петрова', phone: '79160000001' }]);
  });
});

describe('order rows', () => {
  it('requires external id, phone and a positive total; reads amounts and dates as written in Russia', () => {
    const rows = checkOrderRows(
      csvRecords('Внешний ID;Телефон клиента;Сумма;Дата заказа;Оплачен\n1C-1;89161234567;1 234,50;01.11.2026;да\n;;0;2027-01-01;\n1C-1;9161234567;abc;;'),
      NOW,
    );
    expect(rows[0]).toMatchObject({ errors: [], values: { externalId: '1C-1', clientPhone: '79161234567', total: '1234.5', createdAt: '2026-11-01', isPaid: 'true' } });
    expect(rows[1]!.errors).toEqual(['Поле "Внешний ID" является обязательным', 'Поле "Телефон" является обязательным', 'Сумма должна быть больше нуля', 'Дата заказа не может быть в будущем']);
    expect(rows[2]!.errors).toEqual(['Внешний ID уже встречается в строке 2', 'Сумма должна быть больше нуля']);
    expect(importPayload('order', [rows[0]!])).toEqual([{ externalId: '1C-1', clientPhone: '79161234567', total: 1234.5, createdAt: '2026-11-01', isPaid: true }]);
  });
});

describe('summarizeImport', () => {
  it('maps server errors of each batch back to file lines, after the rows refused in the browser', () => {
    const row = (line: number, errors: string[] = []) => ({ line, values: {}, errors });
    const rows = [row(2), row(3, ['Плохо']), row(4), row(5)];
    const sent = [rows[0]!, rows[2]!, rows[3]!];
    const summary = summarizeImport(
      rows,
      sent,
      [
        { created: 1, updated: 1, failed: 0, errors: [] },
        { created: 0, updated: 0, failed: 1, errors: [{ index: 0, externalId: null, messages: { phone: ['Занят'] } }] },
      ],
      2,
    );
    expect(summary).toEqual({ created: 1, updated: 1, skipped: [{ line: 3, reasons: ['Плохо'] }, { line: 5, reasons: ['Занят'] }] });
  });
});
