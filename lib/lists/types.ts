/** Pagination of a list response (§3), camelCase as the BFF returns it. */
export interface Pagination {
  total: number;
  totalPages: number;
  currentPage: number;
  perPage: number;
}

/** A list response: `data.data` rows and `data.pagination` (§7). */
export interface ListEnvelope<T> {
  data: { data: T[]; pagination: Pagination };
}

/**
 * The rows of a list response in any shape the specification leaves plausible: the §7 envelope
 * (`{ data: { data: [...] } }`), a bare list in `data` (`{ data: [...] }`), or a bare array.
 * Null for anything else, so the caller shows that one section as failed, not the whole page.
 */
export function listRows<T>(body: unknown): T[] | null {
  if (Array.isArray(body)) return body as T[];
  if (!body || typeof body !== 'object') return null;
  const data = (body as { data?: unknown }).data;
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)) return (data as { data: T[] }).data;
  return null;
}
