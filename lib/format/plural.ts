/** Russian plural forms: 1 товар, 2 товара, 5 товаров (one, few, many). */
export function pluralRu(count: number, [one, few, many]: readonly [string, string, string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** '12 товаров'. */
export const countRu = (count: number, forms: readonly [string, string, string]) => `${count} ${pluralRu(count, forms)}`;
