/** Whether a stored value is an object whose every named table is an array (the store's shape check on load). */
export function hasTables<T>(value: unknown, tables: readonly (keyof T & string)[]): value is T {
  if (typeof value !== 'object' || value === null) return false;
  return tables.every((table) => Array.isArray((value as Record<string, unknown>)[table]));
}
