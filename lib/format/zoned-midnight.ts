import { DISPLAY_TIME_ZONE, utcOf, wallClock } from './time-zone';

const SIX_HOURS = 6 * 3_600_000;

/**
 * The instant of midnight starting a calendar day (month from 0; a day past the month's end
 * rolls over as in Date) in the display zone (or `timeZone`). Where the zone's clocks jump
 * forward over midnight the day starts at the first wall-clock time that exists.
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string = DISPLAY_TIME_ZONE): number {
  const wall = utcOf(year, month, day);
  const wallAt = (time: number) => {
    const clock = wallClock(new Date(time), timeZone);
    return utcOf(clock.getFullYear(), clock.getMonth(), clock.getDate(), clock.getHours(), clock.getMinutes(), clock.getSeconds());
  };
  const offsetAt = (time: number) => wallAt(time) - Math.floor(time / 1000) * 1000;
  const near = wall - offsetAt(wall);
  // The offsets a few hours either side of the day's start: a change of the zone's clocks near
  // midnight makes it ambiguous (the earlier instant is taken, as Date does) or missing.
  const before = offsetAt(near - SIX_HOURS);
  const after = offsetAt(near + SIX_HOURS);
  const matching = [wall - before, wall - after].filter((time) => wallAt(time) === wall);
  // Missing: the offset before the jump puts it past the gap, as Date does with 02:30 in spring.
  return matching.length > 0 ? Math.min(...matching) : wall - before;
}
