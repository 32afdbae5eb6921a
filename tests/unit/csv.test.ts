import fc from 'fast-check';
import { formatPhone } from '@/lib/format/format';
import { CSV_BOM, csvCell, csvDate, csvFileName, csvNumber, csvRow, startsFormula } from '@/lib/lists/csv';

describe('csv', () => {
  it.each([
    ['Кофе; молоко', '"Кофе; молоко"'],
    ['Пекарня «Хлебный дом» "Центр"', '"Пекарня «Хлебный дом» ""Центр"""'],
    ['строка 1\nстрока 2', '"строка 1\nстрока 2"'],
    ['a\r\nb', '"a\nb"'],
    [' пробел', '" пробел"'],
    ['Капучино', 'Капучино'],
  ])('quotes cells with the separator, quotes and line breaks (RFC 4180): %j → %j', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it.each([
    ['=HYPERLINK("http://evil.test","x")', '"\'=HYPERLINK(""http://evil.test"",""x"")"'],
    ['-2+3', "'-2+3"],
    ['+79123456789', "'+79123456789"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\n=1+1"'],
  ])('text that would start a formula is written as text with a leading apostrophe: %j → %j', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it('a formula among the cells of a row is written as text, the rest as it is', () => {
    expect(csvRow(['Иван', '=1+1', 'a=b'])).toBe("Иван;'=1+1;a=b\r\n");
  });

  it('a phone as the export writes it reads as a phone, without the apostrophe spreadsheets show (issue 47)', () => {
    expect(csvCell('+7 912 345-67-89')).toBe('+7 912 345-67-89');
    expect(csvCell(formatPhone('79259876543'))).toBe('+7 925 987-65-43');
    expect(csvRow(['Иван', formatPhone('79123456789')])).toBe('Иван;+7 912 345-67-89\r\n');
  });

  it.each([
    ['+1-1', 'arithmetic: =1-1 shows 0'],
    ['+7-925-123-45-67', 'arithmetic: a negative number'],
    ['+79123456789', 'a number: the + is lost'],
    ['+7 (912) 345-67-89', 'not the exported form'],
    ['+7 912 345-67-89 ', 'not exactly the exported form'],
    ['+7 912 345-67-89;=1+1', 'more after the phone'],
    ['+7 912 345-67-89\n=HYPERLINK("http://evil.test")', 'a second line'],
    ['+8 912 345-67-89', 'another country code than the export writes'],
    ['-7 912 345-67-89', 'a minus'],
  ])('phone-like text %j keeps the guard (%s)', (text) => {
    expect(startsFormula(text)).toBe(true);
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it('only the exported phone form is let through, whatever else starts a formula (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'+-=@ ()0123456789\t\r'.split('')), maxLength: 20 }), (text) => {
        if (!/^[=+\-@\t\r]/.test(text)) return;
        expect(startsFormula(text)).toBe(!/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('numbers the export writes stay numbers, negative ones included', () => {
    expect(csvCell(-250.5)).toBe('-250,5');
    expect(csvRow([-3, 0, 12])).toBe('-3;0;12\r\n');
  });

  it('writes rows with ; and CRLF, empty cells for missing values', () => {
    expect(csvRow(['№ заказа', 'Сумма', null, undefined, true])).toBe('№ заказа;Сумма;;;Да\r\n');
  });

  it('numbers get a decimal comma and no grouping', () => {
    expect(csvNumber(1234.5)).toBe('1234,5');
    expect(csvNumber(12000)).toBe('12000');
    expect(csvNumber(99.999)).toBe('100');
    expect(csvNumber('250.75')).toBe('250,75');
    expect(csvNumber(Number.NaN)).toBe('');
    expect(csvCell(-0.5)).toBe('-0,5');
  });

  it('dates are DD.MM.YYYY, with HH:mm when asked', () => {
    expect(csvDate('2026-11-24')).toBe('24.11.2026');
    expect(csvDate('2026-11-24 09:05:00', true)).toBe('24.11.2026 09:05');
    expect(csvDate('nonsense')).toBe('');
    expect(csvDate(null)).toBe('');
  });

  it('the BOM is the UTF-8 byte order mark and Cyrillic stays UTF-8', () => {
    const bytes = new TextEncoder().encode(CSV_BOM + csvRow(['Клиент']));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Клиент\r\n');
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('orders', new Date(2026, 10, 24))).toBe('orders-2026-11-24.csv');
  });
});
