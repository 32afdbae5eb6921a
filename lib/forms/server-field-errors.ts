import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';

/** Puts the server's 422 messages under their fields; returns the text for the whole form (§8). */
export function showServerErrors<T extends FieldValues>(failure: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string {
  const apiError = failure instanceof ApiError ? failure : null;
  for (const field of fields) {
    const messages = apiError?.fieldErrors[field];
    if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
  }
  return apiError?.error || GENERIC_ERROR;
}
