/**
 * Printable orders, the part both the browser (the bulk action) and the server (the print pages)
 * need: how many orders one print may hold and how the `ids` of `/orders/print` are read.
 */

/** One bulk print at most: a hundred slips is already a long print job, and each is one upstream read. */
export const MAX_PRINT_ORDERS = 100;

export interface PrintIds {
  /** The ids to print, as written (a bad one gets its own «не найден» block), without repeats. */
  ids: string[];
  /** How many more were asked for than MAX_PRINT_ORDERS; they are left out. */
  leftOut: number;
}

/** `?ids=1,2,3` (or the parameter repeated) into the ids to print, in the order given. */
export function parsePrintIds(raw: string | readonly string[] | undefined): PrintIds {
  const parts = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((value) => value.split(','));
  const unique = [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
  return { ids: unique.slice(0, MAX_PRINT_ORDERS), leftOut: Math.max(0, unique.length - MAX_PRINT_ORDERS) };
}
