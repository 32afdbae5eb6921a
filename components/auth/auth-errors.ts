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
