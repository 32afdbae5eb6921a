/**
 * The time zone instants from the upstream (ISO strings with `Z` or an offset) are shown in.
 * One fixed zone for the server's render and the browser's: formatting them in each side's own
 * local zone made the server (UTC) and a browser in Moscow print different times into the same
 * HTML, which React refused as a hydration mismatch (#418) on every list with a date column.
 * Set NEXT_PUBLIC_TIME_ZONE (an IANA name) at build time for companies elsewhere.
 */
export const DISPLAY_TIME_ZONE = process.env.NEXT_PUBLIC_TIME_ZONE || 'Europe/Moscow';

/** The wall-clock fields of an instant in a zone, read with the getters of a Date. */
export type WallClock = Pick<Date, 'getFullYear' | 'getMonth' | 'getDate' | 'getHours' | 'getMinutes' | 'getSeconds' | 'getDay' | 'getTime'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function fieldsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * Zones whose offset has not changed since an instant: Moscow has kept UTC+3 all year since
 * 02:00 on 26 October 2014 (22:00 UTC the day before). The default display zone's instants
 * since then are read without ICU's time zone data, whose first load (by the first
 * Intl.DateTimeFormat with a timeZone) cost about 16 ms of CPU, 65 ms on a phone's, while a
 * list with a date column hydrated. Earlier instants and other zones go through Intl.
 */
const FIXED_SINCE: Record<string, { since: number; offsetMs: number }> = {
  'Europe/Moscow': { since: Date.UTC(2014, 9, 25, 22), offsetMs: 3 * 3_600_000 },
};

/** The zone's wall-clock fields of an instant in ms, month from 0 and year astronomical (0 = 1 BC). */
function fieldsOf(time: number, timeZone: string) {
  const fixed = FIXED_SINCE[timeZone];
  if (fixed && time >= fixed.since) {
    const shifted = new Date(time + fixed.offsetMs);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth(),
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of fieldsFormat(timeZone).formatToParts(time)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  return {
    year: parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra,
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    // Some engines still print midnight as 24 with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** ms since the epoch of a wall-clock time read as if it were UTC (years 0–99 are years 0–99). */
export function utcOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/**
 * `instant`'s wall-clock fields in the display zone (or `timeZone`), read with Date getters
 * (what the date formats read), so the same instant prints the same on every machine. Not a
 * plain Date rebuilt from those fields: that one would live in the machine's own zone and be
 * pushed forward an hour when the wall-clock time falls into that zone's spring-forward gap
 * (02:30 on 29.03.2026 does not exist in Berlin and printed as 03:30). Written with Intl
 * instead of @date-fns/tz, which was 2 kB of every list's first-load JS.
 */
export function wallClock(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): WallClock {
  const time = instant.getTime();
  if (Number.isNaN(time)) {
    const nan = () => NaN;
    return { getFullYear: nan, getMonth: nan, getDate: nan, getHours: nan, getMinutes: nan, getSeconds: nan, getDay: nan, getTime: nan };
  }
  const f = fieldsOf(time, timeZone);
  return {
    getFullYear: () => f.year,
    getMonth: () => f.month,
    getDate: () => f.day,
    getHours: () => f.hour,
    getMinutes: () => f.minute,
    getSeconds: () => f.second,
    getDay: () => new Date(utcOf(f.year, f.month, f.day)).getUTCDay(),
    getTime: () => time,
  };
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
