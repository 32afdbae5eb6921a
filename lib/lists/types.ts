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
