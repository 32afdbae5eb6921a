/**
 * The one reading of typed numbers that every form and the import share: money and quantities.
 * A parser either returns the exact value or a message for under the field; it never guesses
 * (a separator it cannot place is refused, not dropped, so '199,50' cannot become 19950).
 * Phones are read by lib/phone.ts and dates by lib/dates.ts.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Above this many roubles a price is refused: kopecks stay exact far below 2^53. */
export const MONEY_MAX_ROUBLES = 1_000_000_000;
/** Above this a stock quantity is refused (a typo, not a stock). */
export const QUANTITY_MAX = 1_000_000_000;

/** Not in the specification's catalogue; worded after its style. */
export const inputMessages = {
  money: (label: string) => `Поле "${label}" должно содержать сумму в рублях, например 1 990,50`,
  moneyNegative: (label: string) => `Поле "${label}" не может быть отрицательным`,
  moneyPositive: (label: string) => `Поле "${label}" должно быть больше нуля`,
  moneyMax: (label: string) => `Поле "${label}" должно быть не больше ${groupThousands(String(MONEY_MAX_ROUBLES))} ₽`,
  quantity: (label: string) => `Поле "${label}" должно содержать целое неотрицательное число`,
  quantityRange: (label: string, min: number, max: number) =>
    `Поле "${label}" должно быть целым числом от ${groupThousands(String(min))} до ${groupThousands(String(max))}`,
} as const;

const SPACES = /[\s\u00a0\u202f]/g;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * The whole-number part as typed: plain digits ('1990') or digits grouped by threes with spaces
 * ('1 990'). Other spacing ('19 90') is refused rather than read as something else.
 */
const WHOLE = String.raw`(?:\d+|\d{1,3}(?: \d{3})+)`;
const MONEY = new RegExp(String.raw`^(-)?(${WHOLE})(?:[.,](\d{1,2}))?(?: ?₽)?$`);

/** Money in kopecks (an integer, so nothing is lost to binary fractions). */
export function parseMoneyKopecks(text: string, label: string, { allowZero = false } = {}): Parsed<number> {
  const trimmed = text.trim().replace(SPACES, ' ');
  const match = MONEY.exec(trimmed);
  if (!match) return { ok: false, message: inputMessages.money(label) };
  const [, minus, whole = '0', fraction = ''] = match;
  const roubles = Number(whole.replace(/ /g, ''));
  const kopecks = roubles * 100 + Number(fraction.padEnd(2, '0'));
  if (minus && kopecks !== 0) return { ok: false, message: inputMessages.moneyNegative(label) };
  if (roubles > MONEY_MAX_ROUBLES || (roubles === MONEY_MAX_ROUBLES && kopecks % 100 !== 0)) {
    return { ok: false, message: inputMessages.moneyMax(label) };
  }
  if (kopecks === 0 && !allowZero) return { ok: false, message: inputMessages.moneyPositive(label) };
  return { ok: true, value: kopecks };
}

/** Money in roubles as the API takes it (199.5 for '199,50'): the nearest number to the exact kopecks. */
export function parseMoney(text: string, label: string, options?: { allowZero?: boolean }): Parsed<number> {
  const parsed = parseMoneyKopecks(text, label, options);
  return parsed.ok ? { ok: true, value: parsed.value / 100 } : parsed;
}

/** Roubles as a field shows them for editing: 199.5 → '199,50', 1990 → '1 990'; reads back with parseMoney. */
export function moneyFieldText(roubles: number | null | undefined): string {
  if (roubles === null || roubles === undefined || !Number.isFinite(roubles)) return '';
  const kopecks = Math.round(Math.abs(roubles) * 100);
  const whole = groupThousands(String(Math.floor(kopecks / 100)));
  const fraction = kopecks % 100;
  return `${roubles < 0 && kopecks !== 0 ? '-' : ''}${whole}${fraction ? `,${String(fraction).padStart(2, '0')}` : ''}`;
}

/**
 * Kopecks as a query value takes money (a list filter's total): roubles without spaces, a point
 * before the kopecks when there are any: 199050 → '1990.50', 100000 → '1000'. Reads back with
 * parseMoney.
 */
export function moneyQueryText(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopecks));
  const fraction = abs % 100;
  return `${sign}${Math.floor(abs / 100)}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

const QUANTITY = new RegExp(String.raw`^${WHOLE}$`);

/** A whole number of pieces, min..max (0..QUANTITY_MAX unless the field says otherwise). */
export function parseQuantity(text: string, label: string, { min = 0, max = QUANTITY_MAX } = {}): Parsed<number> {
  const trimmed = text.trim().replace(SPACES, ' ');
  if (!QUANTITY.test(trimmed)) {
    return { ok: false, message: min === 0 && max === QUANTITY_MAX ? inputMessages.quantity(label) : inputMessages.quantityRange(label, min, max) };
  }
  const value = Number(trimmed.replace(/ /g, ''));
  if (value < min || value > max) return { ok: false, message: inputMessages.quantityRange(label, min, max) };
  return { ok: true, value };
}

/** A quantity as a field shows it: 1500 → '1 500'. */
export const quantityFieldText = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : groupThousands(String(Math.trunc(value)));
