/** A copy of `items` with the item at `from` moved to `to` (indexes in the original list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  const [moved] = result.splice(from, 1);
  if (moved === undefined) return result;
  result.splice(Math.max(0, Math.min(to, result.length)), 0, moved);
  return result;
}
