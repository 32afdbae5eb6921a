import { ApiError, GENERIC_ERROR, type FieldErrors } from '@/lib/api/api-error';
import { loginErrors } from '@/lib/validation/messages';

export interface FormFailure {
  /** The general message shown above the submit button. */
  message: string;
  /** Per-field messages to show under the fields. */
  fieldErrors: FieldErrors;
}

/** §8: what a failed credentials call (login, and recovery) shows. */
export function credentialsFailure(error: unknown): FormFailure {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR, fieldErrors: {} };
  if (error.status === 404) return { message: loginErrors.notFound, fieldErrors: {} };
  if (error.status === 422) return { message: loginErrors.invalid, fieldErrors: error.fieldErrors };
  return { message: error.error || GENERIC_ERROR, fieldErrors: error.fieldErrors };
}

/** §8: a failed code send or confirmation shows the response's error text. */
export function callFailureText(error: unknown): string {
  return error instanceof ApiError && error.error ? error.error : GENERIC_ERROR;
}

/** §8: a registration code failure shows the message from `data.error`, else the error text. */
export function registrationCodeFailureText(error: unknown): string {
  if (error instanceof ApiError && error.data && typeof error.data === 'object') {
    const nested = (error.data as { error?: unknown }).error;
    if (typeof nested === 'string' && nested) return nested;
  }
  return callFailureText(error);
}

/**
 * §8 registration: field messages go under the fields they name; the error text, and messages
 * for fields the form does not have, go into the general error notice.
 */
export function splitFieldFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
): { message: string; fieldErrors: Partial<Record<F, string>> } {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR, fieldErrors: {} };
  const fieldErrors: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as F] = list.join(' ');
    else if (field !== 'error') others.push(...list);
  }
  return { message: [error.error || GENERIC_ERROR, ...others].join('. '), fieldErrors };
}
