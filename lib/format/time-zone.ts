/**
 * The time zone instants from the upstream (ISO strings with `Z` or an offset) are shown in.
 * One fixed zone for the server's render and the browser's: formatting them in each side's own
 * local zone made the server (UTC) and a browser in Moscow print different times into the same
 * HTML, which React refused as a hydration mismatch (#418) on every list with a date column.
 * Set NEXT_PUBLIC_TIME_ZONE (an IANA name) at build time for companies elsewhere.
 */
export const DISPLAY_TIME_ZONE = process.env.NEXT_PUBLIC_TIME_ZONE || 'Europe/Moscow';

let parts: Intl.DateTimeFormat | null = null;

function partsFormat(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return parts;
}

/**
 * The wall-clock time of `instant` in the display zone, as a Date whose local fields hold it
 * (what date-fns `format` reads), so the same instant prints the same on every machine.
 */
export function wallClock(instant: Date): Date {
  const field: Record<string, number> = {};
  for (const part of partsFormat().formatToParts(instant)) {
    if (part.type !== 'literal') field[part.type] = Number(part.value);
  }
  return new Date(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!, instant.getMilliseconds());
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
