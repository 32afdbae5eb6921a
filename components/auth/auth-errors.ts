import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import type { FormFailure } from '@/lib/forms/server-field-errors';
import { loginErrors } from '@/lib/validation/messages';

/**
 * What a failed credentials call (login, and recovery) shows: fixed texts for 404 and 422,
 * else the response's text; the messages of `data` go under the form's fields.
 */
export function credentialsFailure(error: unknown, fields: readonly string[]): FormFailure {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR, fieldErrors: {} };
  if (error.status === 404) return { message: loginErrors.notFound, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages?.length) fieldErrors[field] = messages.join(' ');
  }
  return { message: error.status === 422 ? loginErrors.invalid : error.error || GENERIC_ERROR, fieldErrors };
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
