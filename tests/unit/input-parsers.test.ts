import fc from 'fast-check';
import { formatDateText, parseDateText } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/format';
import { MONEY_MAX_ROUBLES, moneyFieldText, moneyQueryText, parseMoney, parseMoneyKopecks, parseQuantity, QUANTITY_MAX, quantityFieldText } from '@/lib/format/input-parsers';
import { normalizeImportPhone, parseAmount } from '@/lib/import/rows';
import { canonicalPhone, formatPhone, phoneFieldDigits, phoneFieldText } from '@/lib/format/phone';
import { hasValidTaxChecksum, taxCheckDigit, taxNumberMessages, taxNumberProblem } from '@/lib/format/tax-number';

const LABEL = 'Цена';
const kopecksArb = fc.integer({ min: 1, max: MONEY_MAX_ROUBLES * 100 });
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

describe('money', () => {
  it.each([
    ['199,50', 19950],
    ['199.50', 19950],
    ['199,5', 19950],
    ['1 990,50', 199050],
    ['1\u00a0990,50 ₽', 199050],
    ['0,01', 1],
    ['12000', 1200000],
  ])('reads %s exactly', (text, kopecks) => {
    expect(parseMoneyKopecks(text, LABEL)).toEqual({ ok: true, value: kopecks });
  });

  it.each(['-5', '1e3', '19 90', '1.990,50', '1,990.50', '199,505', 'abc', '', '0', '0,00', '+5', '1 0000'])('refuses %j with a message', (text) => {
    const parsed = parseMoney(text, LABEL);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^Поле "Цена"/);
  });

  it('says a negative price is negative and a zero one is not above zero', () => {
    expect(parseMoney('-5', LABEL)).toEqual({ ok: false, message: 'Поле "Цена" не может быть отрицательным' });
    expect(parseMoney('0', LABEL)).toEqual({ ok: false, message: 'Поле "Цена" должно быть больше нуля' });
    expect(parseMoney('0', LABEL, { allowZero: true })).toEqual({ ok: true, value: 0 });
  });

  it('round trip: what the field shows reads back as the same kopecks (property)', () => {
    fc.assert(
      fc.property(kopecksArb, (kopecks) => {
        const text = moneyFieldText(kopecks / 100);
        expect(parseMoneyKopecks(text, LABEL)).toEqual({ ok: true, value: kopecks });
      }),
      { numRuns: 5000 },
    );
  });

  it('a query value is roubles without spaces, a point before kopecks, and reads back exactly (property)', () => {
    expect(moneyQueryText(199050)).toBe('1990.50');
    expect(moneyQueryText(100000)).toBe('1000');
    expect(moneyQueryText(5)).toBe('0.05');
    expect(moneyQueryText(0)).toBe('0');
    fc.assert(
      fc.property(kopecksArb, (kopecks) => {
        const text = moneyQueryText(kopecks);
        expect(text).toMatch(/^\d+(?:\.\d{2})?$/);
        expect(parseMoneyKopecks(text, LABEL)).toEqual({ ok: true, value: kopecks });
      }),
      { numRuns: 3000 },
    );
  });

  it('every spelling of an amount reads the same, and the list shows what was typed (property)', () => {
    fc.assert(
      fc.property(kopecksArb, fc.constantFrom(',', '.'), fc.boolean(), fc.boolean(), (kopecks, separator, grouped, rouble) => {
        const whole = String(Math.floor(kopecks / 100));
        const fraction = String(kopecks % 100).padStart(2, '0');
        const text = `${grouped ? group(whole) : whole}${separator}${fraction}${rouble ? ' ₽' : ''}`;
        const parsed = parseMoney(text, LABEL);
        expect(parsed).toEqual({ ok: true, value: kopecks / 100 });
        // The list formats the stored number back to the kopecks typed.
        expect(formatMoney(kopecks / 100)).toBe(fraction === '00' ? `${group(whole)} ₽` : `${group(whole)},${fraction} ₽`);
        // The import reads the same text the same way.
        expect(parseAmount(text)).toBe(kopecks / 100);
      }),
      { numRuns: 3000 },
    );
  });

  it('never reads text with a character it cannot place (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 ,.-+e₽xX'.split('')), maxLength: 14 }), (text) => {
        const parsed = parseMoneyKopecks(text, LABEL);
        if (!parsed.ok) return;
        // Whatever was read: only digits, at most one separator followed by 1–2 digits, spaces grouping thousands.
        expect(text.trim()).toMatch(/^(?:\d+|\d{1,3}(?: \d{3})+)(?:[.,]\d{1,2})?(?: ?₽)?$/);
        const [whole = '', fraction = ''] = text.trim().replace(/ ?₽$/, '').replace(/ /g, '').split(/[.,]/);
        expect(parsed.value).toBe(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('quantity', () => {
  it('reads whole non-negative numbers and refuses the rest', () => {
    expect(parseQuantity('0', 'Остаток')).toEqual({ ok: true, value: 0 });
    expect(parseQuantity('1 500', 'Остаток')).toEqual({ ok: true, value: 1500 });
    expect(parseQuantity('-3', 'Остаток')).toEqual({ ok: false, message: 'Поле "Остаток" должно содержать целое неотрицательное число' });
    expect(parseQuantity('1,5', 'Остаток').ok).toBe(false);
    expect(parseQuantity('1e3', 'Остаток').ok).toBe(false);
    expect(parseQuantity('100', 'Количество', { min: 1, max: 99 })).toEqual({ ok: false, message: 'Поле "Количество" должно быть целым числом от 1 до 99' });
  });

  it('round trip: shown text reads back as the same number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QUANTITY_MAX }), (n) => {
        expect(parseQuantity(quantityFieldText(n), 'Остаток')).toEqual({ ok: true, value: n });
        expect(parseQuantity(String(n), 'Остаток')).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('never reads a negative or fractional number (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: -1 }).map(String), fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)).map(String)), (text) => {
        expect(parseQuantity(text, 'Остаток').ok).toBe(false);
      }),
    );
  });
});

const nationalArb = fc.stringMatching(/^[3-9]\d{9}$/);

describe('phone', () => {
  it('reads 8…, +7…, 7… and bare numbers with spaces, dashes and brackets as one canonical form', () => {
    for (const text of ['89035523934', '8 (903) 552-39-34', '+7 903 552 39 34', '+7(903)5523934', '79035523934', '9035523934', '8-903-552-39-34']) {
      expect(canonicalPhone(text)).toBe('79035523934');
      expect(phoneFieldText(phoneFieldDigits(text))).toBe('+7 903 552-39-34');
    }
    expect(canonicalPhone('+8 903 552-39-34')).toBeNull();
    expect(canonicalPhone('903552393')).toBeNull();
    expect(canonicalPhone('69035523934')).toBeNull();
  });

  it('every spelling of a number ends as the same canonical digits, in forms and import alike (property)', () => {
    const spelling = fc.tuple(nationalArb, fc.constantFrom('8', '+7', '7', '+7 ', '8 ', ''), fc.constantFrom(' ', '-', '', ')'), fc.boolean());
    fc.assert(
      fc.property(spelling, ([national, prefix, separator, brackets]) => {
        const code = brackets ? `(${national.slice(0, 3)})` : national.slice(0, 3);
        const rest = [national.slice(3, 6), national.slice(6, 8), national.slice(8)].join(separator === ')' ? ' ' : separator);
        const text = `${prefix}${code}${separator === ')' ? '' : separator}${rest}`;
        expect(canonicalPhone(text)).toBe(`7${national}`);
        expect(normalizeImportPhone(text)).toBe(`7${national}`);
        expect(phoneFieldDigits(text)).toBe(national);
      }),
      { numRuns: 3000 },
    );
  });

  it('typed digit by digit into the field, 8… and +7… end as the canonical number (property)', () => {
    fc.assert(
      fc.property(nationalArb, fc.constantFrom('8', '7', '+7', ''), (national, prefix) => {
        let shown = '';
        for (const char of `${prefix}${national}`) shown = phoneFieldText(phoneFieldDigits(shown + char));
        expect(shown).toBe(formatPhone(`7${national}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('round trip: the shown phone reads back as itself (property)', () => {
    fc.assert(
      fc.property(nationalArb, (national) => {
        const shown = phoneFieldText(national);
        expect(shown).toMatch(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/);
        expect(phoneFieldText(phoneFieldDigits(shown))).toBe(shown);
        expect(canonicalPhone(shown)).toBe(`7${national}`);
      }),
    );
  });

  it('a mobile field drops a leading 8 or 7 at once, its code starting with 9', () => {
    expect(phoneFieldDigits('8', 'mobile')).toBe('');
    expect(phoneFieldDigits('+7 8', 'mobile')).toBe('');
    expect(phoneFieldDigits('89', 'mobile')).toBe('9');
  });
});

const dayArb = fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31, 23, 59), noInvalidDate: true });

describe('dates', () => {
  it('round trip: a shown date and date-time read back as the same day and minute (property)', () => {
    fc.assert(
      fc.property(dayArb, (date) => {
        const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
        expect(parseDateText(formatDateText(day))).toEqual(day);
        const minute = new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes());
        // A wall-clock minute in the machine zone's DST gap does not exist and cannot be shown.
        if (minute.getHours() !== date.getHours()) return;
        expect(parseDateText(formatDateText(minute, true), true)).toEqual(minute);
      }),
      { numRuns: 3000 },
    );
  });

  it('any text is either a real date that reads back the same, or null: never an exception (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.: '.split('')), maxLength: 18 }), fc.boolean(), (text, withTime) => {
        const parsed = parseDateText(text, withTime);
        if (parsed) expect(formatDateText(parsed, withTime)).toBe(text);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['31.02.1990', '29.02.2023', '00.01.2000', '01.13.2000', '01.01.1899', '01.01.2101'])('refuses %s', (text) => {
    expect(parseDateText(text)).toBeNull();
  });
});

const digitsArb = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const withCheck10 = (base: string) => `${base}${taxCheckDigit(base, W10)}`;
const withCheck12 = (base: string) => {
  const eleven = `${base}${taxCheckDigit(base, W11)}`;
  return `${eleven}${taxCheckDigit(eleven, W12)}`;
};

describe('ИНН', () => {
  it('knows real tax numbers', () => {
    expect(hasValidTaxChecksum('7707083893')).toBe(true);
    expect(hasValidTaxChecksum('500100732259')).toBe(true);
    expect(hasValidTaxChecksum('7707083894')).toBe(false);
  });

  it('a number with its check digits passes, any one digit changed fails (property)', () => {
    fc.assert(
      fc.property(fc.oneof(digitsArb(9).map(withCheck10), digitsArb(10).map(withCheck12)), fc.nat(), fc.integer({ min: 1, max: 9 }), (inn, at, shift) => {
        expect(hasValidTaxChecksum(inn)).toBe(true);
        expect(taxNumberProblem(inn)).toBeNull();
        const i = at % inn.length;
        const changed = `${inn.slice(0, i)}${(Number(inn[i]) + shift) % 10}${inn.slice(i + 1)}`;
        // Check digits are taken mod 11 then mod 10, so a rare change keeps them: then they must match the formula.
        const base = changed.length === 10 ? changed.slice(0, 9) : changed.slice(0, 10);
        const expected = changed.length === 10 ? withCheck10(base) : withCheck12(base);
        expect(hasValidTaxChecksum(changed)).toBe(changed === expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('wants 12 digits for an ИП and 10 for an ООО, whatever the check digits', () => {
    fc.assert(
      fc.property(digitsArb(9).map(withCheck10), digitsArb(10).map(withCheck12), (ten, twelve) => {
        expect(taxNumberProblem(ten, 'ИП Иванов Иван Иванович')).toBe(taxNumberMessages.individualLength);
        expect(taxNumberProblem(twelve, 'ИП Иванов Иван Иванович')).toBeNull();
        expect(taxNumberProblem(twelve, 'ООО «Утро»')).toBe(taxNumberMessages.organisationLength);
        expect(taxNumberProblem(ten, 'ООО «Утро»')).toBeNull();
        expect(taxNumberProblem(ten, 'Чайная «Самовар»')).toBeNull();
      }),
    );
  });
});
