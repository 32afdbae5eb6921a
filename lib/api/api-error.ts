/** Field name → messages, as the upstream sends them in an error's `data` (§7, §8). */
export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status and the response's `error` text and `data` (§8). */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly data: unknown;

  constructor(status: number, error: string, data: unknown) {
    super(error || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.data = data;
  }

  /** Per-field messages when `data` is a map of field → messages, else an empty map. */
  get fieldErrors(): FieldErrors {
    const result: FieldErrors = {};
    if (!this.data || typeof this.data !== 'object' || Array.isArray(this.data)) return result;
    for (const [field, messages] of Object.entries(this.data)) {
      if (Array.isArray(messages)) result[field] = messages.map(String);
      else if (typeof messages === 'string') result[field] = [messages];
    }
    return result;
  }
}

/** Shown when a call fails without any text the user could act on. */
export const GENERIC_ERROR = 'Не удалось выполнить запрос. Попробуйте ещё раз';

/** The text to show for a failed call: the server's own message when there is one (§8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.error ? error.error : GENERIC_ERROR;
}
