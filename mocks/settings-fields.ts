/** Field checks shared by the settings handlers; messages in the style of §5. */
import { FieldErrors, MESSAGES, textField } from './validation';

/** 1000000 → '1 000 000', as the screens show numbers (§9). */
const group = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A number within [min, max]; whole unless `decimals`. Adds the message and returns 0 when it fails. */
export function numberField(
  body: Record<string, unknown>,
  errors: FieldErrors,
  key: string,
  label: string,
  { min = 0, max, decimals = false }: { min?: number; max: number; decimals?: boolean },
): number {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') {
    errors.add(key, MESSAGES.required(label));
    return 0;
  }
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.replace(/\s/g, '').replace(',', '.')) : Number.NaN;
  const wholeOk = decimals || Number.isInteger(value);
  if (!Number.isFinite(value) || !wholeOk || value < min || value > max) {
    errors.add(key, `Поле "${label}" должно быть ${decimals ? 'числом' : 'целым числом'} от ${group(min)} до ${group(max)}`);
    return 0;
  }
  return value;
}

/** A flag; anything but a boolean is a 422 (a form never sends one). */
export function booleanField(body: Record<string, unknown>, errors: FieldErrors, key: string, label: string): boolean {
  const value = body[key];
  if (typeof value !== 'boolean') {
    errors.add(key, `Поле "${label}" должно быть логическим значением`);
    return false;
  }
  return value;
}

/** A text up to `max` characters; required unless `optional`. */
export function stringField(
  body: Record<string, unknown>,
  errors: FieldErrors,
  key: string,
  label: string,
  { max, optional = false }: { max: number; optional?: boolean },
): string {
  const value = textField(body, key);
  if (value === null) {
    errors.add(key, `Поле "${label}" должно быть строкой`);
    return '';
  }
  if (!value && !optional) errors.add(key, MESSAGES.required(label));
  else if (value.length > max) errors.add(key, `Поле "${label}" должно быть не длиннее ${max} символов`);
  return value;
}

/** One of the allowed values (a select); `label` names the field in the message. */
export function choiceField<T extends string>(
  body: Record<string, unknown>,
  errors: FieldErrors,
  key: string,
  label: string,
  allowed: readonly T[],
): T {
  const value = body[key];
  if (value === undefined || value === null || value === '') {
    errors.add(key, MESSAGES.required(label));
    return allowed[0]!;
  }
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    errors.add(key, `Выберите значение поля "${label}" из списка`);
    return allowed[0]!;
  }
  return value as T;
}
