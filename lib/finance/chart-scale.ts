/** The value axis of a bar chart: a round top and evenly spaced ticks from zero. */

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at least `value`. */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return (STEPS.find((step) => step * power >= value - 1e-9) ?? 10) * power;
}

/** Ticks from 0 to a round top covering `max`, `count` intervals (0 and the top included). */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceStep(max / count);
  return Array.from({ length: count + 1 }, (_, index) => Math.round(step * index * 100) / 100);
}

/** Money in short form for an axis: 1 500 000 → '1,5 млн ₽', 12 000 → '12 тыс. ₽'. */
export function compactMoney(value: number): string {
  const short = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');
  if (value >= 1_000_000) return `${short(value / 1_000_000)} млн ₽`;
  if (value >= 1_000) return `${short(value / 1_000)} тыс. ₽`;
  return `${short(value)} ₽`;
}
