import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';

/** What a failed save shows: a text for the whole form and messages under named fields. */
export interface FormFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * The server's refusal, read for a form (§8): the messages of `data` go under the fields the
 * form has; the error text, and messages for fields the form does not show (so none is lost),
 * make the text for the whole form.
 */
export function formFailure(error: unknown, fields: readonly string[]): FormFailure {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) fieldErrors[field] = list.join(' ');
    else if (field !== 'error') others.push(...list);
  }
  return { message: [error.error || GENERIC_ERROR, ...others].join('. '), fieldErrors };
}
