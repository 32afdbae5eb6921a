/**
 * Search results in titled groups with one running index across them: a combobox keeps a
 * single highlighted option (arrow keys walk from one group into the next), while the listbox
 * shows each group under its title.
 */
export interface ResultGroup<T> {
  id: string;
  title: string;
  items: readonly T[];
}

export interface IndexedGroup<T> extends ResultGroup<T> {
  /** The running index of the group's first item. */
  start: number;
}

/** Drops empty groups and numbers the items across the rest, in order. */
export function indexGroups<T>(groups: readonly ResultGroup<T>[]): { groups: IndexedGroup<T>[]; items: T[] } {
  const items: T[] = [];
  const indexed: IndexedGroup<T>[] = [];
  for (const group of groups) {
    if (group.items.length === 0) continue;
    indexed.push({ ...group, start: items.length });
    items.push(...group.items);
  }
  return { groups: indexed, items };
}

/** A text's words match when each word of the query starts a word of the text (case-insensitive). */
export function matchesWords(text: string, query: string): boolean {
  const words = text.toLocaleLowerCase('ru').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return query
    .toLocaleLowerCase('ru')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}
