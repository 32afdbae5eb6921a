/**
 * A name in Russian quotes. A name that holds quotes of its own («Цветочная лавка «Флокс»»)
 * gets the inner pair as „…“, as Russian typography nests them, instead of two «« »» in a row.
 */
export function quoted(text: string): string {
  return `«${text.replace(/«/g, '„').replace(/»/g, '“')}»`;
}
