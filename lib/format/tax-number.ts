/**
 * The Russian tax number (ИНН): 10 digits for an organisation, 12 for an individual
 * entrepreneur (ИП), the last one or two digits being check digits over the others.
 */

export type TaxEntity = 'organisation' | 'individual';

/** Not in the specification's catalogue; worded after its style. */
export const taxNumberMessages = {
  individualLength: 'ИНН индивидуального предпринимателя должен состоять из 12 цифр',
  organisationLength: 'ИНН организации должен состоять из 10 цифр',
  checksum: 'Проверьте ИНН: контрольные цифры не совпадают',
} as const;

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The check digit of `digits` with `weights`: the weighted sum mod 11, then mod 10. */
export function taxCheckDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (sum % 11) % 10;
}

/** Whether 10 or 12 digits carry the right check digits. */
export function hasValidTaxChecksum(value: string): boolean {
  if (/^\d{10}$/.test(value)) return taxCheckDigit(value, W10) === Number(value[9]);
  if (/^\d{12}$/.test(value)) return taxCheckDigit(value, W11) === Number(value[10]) && taxCheckDigit(value, W12) === Number(value[11]);
  return false;
}

/** What the legal name says the company is: 'ИП …' an entrepreneur, 'ООО …', 'АО …' an organisation. */
export function taxEntityOf(legalName: string | null | undefined): TaxEntity | null {
  const name = (legalName ?? '').trim().replace(/^[«"']/, '');
  if (/^(ИП|Индивидуальный предприниматель)(?![\p{L}\d])/iu.test(name)) return 'individual';
  if (/^(ООО|ОАО|ЗАО|ПАО|АО|НКО|АНО|ГУП|МУП|Общество с ограниченной ответственностью|Акционерное общество)(?![\p{L}\d])/iu.test(name)) {
    return 'organisation';
  }
  return null;
}

/**
 * Why a ИНН of 10 or 12 digits is refused (null when it is fine): its length does not suit the
 * entity named by the legal name, or its check digits do not add up. The 10-or-12 format
 * message stays with the forms' pattern check.
 */
export function taxNumberProblem(value: string, legalName?: string | null): string | null {
  const entity = taxEntityOf(legalName);
  if (entity === 'individual' && value.length === 10) return taxNumberMessages.individualLength;
  if (entity === 'organisation' && value.length === 12) return taxNumberMessages.organisationLength;
  return hasValidTaxChecksum(value) ? null : taxNumberMessages.checksum;
}
