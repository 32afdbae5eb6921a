import { TZDate } from '@date-fns/tz';

/**
 * The time zone instants from the upstream (ISO strings with `Z` or an offset) are shown in.
 * One fixed zone for the server's render and the browser's: formatting them in each side's own
 * local zone made the server (UTC) and a browser in Moscow print different times into the same
 * HTML, which React refused as a hydration mismatch (#418) on every list with a date column.
 * Set NEXT_PUBLIC_TIME_ZONE (an IANA name) at build time for companies elsewhere.
 */
export const DISPLAY_TIME_ZONE = process.env.NEXT_PUBLIC_TIME_ZONE || 'Europe/Moscow';

/**
 * `instant` as a date in the display zone: its getters (what date-fns `format` reads) give the
 * zone's wall-clock fields, so the same instant prints the same on every machine. A plain Date
 * rebuilt from those fields would live in the machine's own zone and be pushed forward an hour
 * when the wall-clock time falls into that zone's spring-forward gap (02:30 on 29.03.2026 does
 * not exist in Berlin and printed as 03:30).
 */
export function wallClock(instant: Date): TZDate {
  return new TZDate(instant.getTime(), DISPLAY_TIME_ZONE);
}

/**
 * Today in the display zone, as a local midnight Date (what the date pickers and date-fns work
 * with): the server's summary, the finance presets and a new article's date agree on the day
 * whatever zone the server or the browser runs in.
 */
export function displayToday(now: Date = new Date()): Date {
  const clock = wallClock(now);
  return new Date(clock.getFullYear(), clock.getMonth(), clock.getDate());
}

/** An ISO text that names its offset ('…Z', '…+03:00') is an instant; '2024-03-12' or '2024-03-12 10:30' is a wall-clock value. */
export function isInstantText(value: string): boolean {
  return /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
}
