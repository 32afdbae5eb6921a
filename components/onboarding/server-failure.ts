import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { splitFieldFailure } from '@/components/auth/auth-errors';

/**
 * Puts a failed save's field messages under the fields (§8) and returns the text for the
 * step's error notice. What was typed stays in the form.
 */
export function applyServerFailure<V extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<V>[],
  setError: UseFormSetError<V>,
): string {
  const failure = splitFieldFailure(error, fields);
  for (const field of fields) {
    const message = failure.fieldErrors[field];
    if (message) setError(field, { type: 'server', message });
  }
  return failure.message;
}
