/**
 * Value shapes of the upstream contract (§5, §7) and the message the strict demo upstream
 * answers when a value has another shape. A rule is written as the shape's name, with `!` when
 * the key is required: `'text!'`, `'bit'`.
 */

export const SHAPES = {
  /** Any string (a form field, a search). */
  text: (v: unknown) => typeof v === 'string',
  /** A string with something in it besides spaces. */
  filled: (v: unknown) => typeof v === 'string' && v.trim() !== '',
  /** A JSON boolean. */
  bool: (v: unknown) => typeof v === 'boolean',
  /** §7 "isActive as 1 or 0": the numbers 1 and 0. */
  bit: (v: unknown) => v === 1 || v === 0,
  /** §7 "is_active as '1' or '0'" in a multipart form. */
  bitText: (v: unknown) => v === '1' || v === '0',
  /** A positive whole number (JSON number, or digits in a form or a query). */
  id: (v: unknown) => (typeof v === 'number' ? Number.isInteger(v) && v > 0 : typeof v === 'string' && /^[1-9]\d*$/.test(v)),
  /** A whole number ≥ 0 (a position, a page, a parent id where 0 means "none"). */
  index: (v: unknown) => (typeof v === 'number' ? Number.isInteger(v) && v >= 0 : typeof v === 'string' && /^\d+$/.test(v)),
  /** §5: the SMS and login calls send the phone without the leading country digit. */
  phone10: (v: unknown) => typeof v === 'string' && /^\d{10}$/.test(v),
  /** §5: the registration phone "sent without formatting characters": 7 and ten digits. */
  phone11: (v: unknown) => typeof v === 'string' && /^7\d{10}$/.test(v),
  /** §9: filter dates are sent as yyyy-MM-dd. */
  date: (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  /** §3: status ids comma-joined. */
  idList: (v: unknown) => typeof v === 'string' && /^\d+(,\d+)*$/.test(v),
  /** Whole roubles with their spaces removed (the products' base price options). */
  digits: (v: unknown) => typeof v === 'string' && /^\d+$/.test(v),
  /** §5: an order filter total, spaces removed: roubles with a point before the kopecks ('1990.50'). */
  amount: (v: unknown) => typeof v === 'string' && /^\d+(?:\.\d{1,2})?$/.test(v),
  /** A list filter's yes/no ('1'/'0', or 'true'/'false'). */
  flagText: (v: unknown) => typeof v === 'string' && /^(?:1|0|true|false)$/.test(v),
  /** Any value: the key is allowed, its value is the handler's business. */
  any: () => true,
  /** A multipart file part. */
  file: (v: unknown) => typeof v === 'object' && v !== null && 'arrayBuffer' in v,
} as const;

export type Shape = keyof typeof SHAPES;
/** `'id'` or `'id!'` (required). */
export type Rule = Shape | `${Shape}!`;

const EXPECTED: Record<Shape, string> = {
  text: 'ожидается строка',
  filled: 'ожидается непустая строка',
  bool: 'ожидается true или false',
  bit: 'ожидается 1 или 0',
  bitText: "ожидается '1' или '0'",
  id: 'ожидается положительное целое число',
  index: 'ожидается целое неотрицательное число',
  phone10: 'ожидается номер из 10 цифр без первой цифры кода страны',
  phone11: 'ожидается номер из 11 цифр, начинающийся с 7, без форматирования',
  date: 'ожидается дата в формате ГГГГ-ММ-ДД',
  idList: 'ожидается список идентификаторов через запятую',
  digits: 'ожидается число без пробелов',
  amount: 'ожидается сумма в рублях без пробелов, копейки после точки',
  flagText: "ожидается '1' или '0'",
  any: '',
  file: 'ожидается файл',
};

export function parseRule(rule: Rule): { shape: Shape; required: boolean } {
  const required = rule.endsWith('!');
  return { shape: (required ? rule.slice(0, -1) : rule) as Shape, required };
}

export const contractMessages = {
  unknown: (key: string) => `Поле "${key}" не предусмотрено контрактом`,
  camelCase: (key: string) => `Ключ "${key}" должен быть в snake_case`,
  required: (key: string) => `Поле "${key}" является обязательным`,
  shape: (key: string, shape: Shape) => `Поле "${key}": ${EXPECTED[shape]}`,
} as const;
