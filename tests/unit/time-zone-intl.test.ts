/**
 * wallClock and zonedMidnight read the zone's clocks through Intl; @date-fns/tz's TZDate, which
 * they replaced in the app, is the reference here.
 */
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { wallClock } from '@/lib/format/time-zone';
import { zonedMidnight } from '@/lib/format/zoned-midnight';

const ZONES = ['Europe/Moscow', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];
const fields = (d: Pick<Date, 'getFullYear' | 'getMonth' | 'getDate' | 'getHours' | 'getMinutes' | 'getSeconds' | 'getDay'>) => [
  d.getFullYear(),
  d.getMonth(),
  d.getDate(),
  d.getHours(),
  d.getMinutes(),
  d.getSeconds(),
  d.getDay(),
];

describe('the display zone through Intl (what TZDate gave)', () => {
  it.each(ZONES)('gives the wall-clock fields of any instant in %s (property)', (zone) => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (instant) => {
        const clock = wallClock(instant, zone);
        expect(fields(clock)).toEqual(fields(new TZDate(instant.getTime(), zone)));
        expect(clock.getTime()).toBe(instant.getTime());
      }),
      { numRuns: 3000 },
    );
  });

  it.each(ZONES)('gives the fields around the clock changes of 2026 in %s', (zone) => {
    for (const night of ['2026-03-08T00:00:00Z', '2026-03-28T18:00:00Z', '2026-10-24T18:00:00Z', '2026-11-01T00:00:00Z']) {
      for (let minutes = 0; minutes < 720; minutes += 15) {
        const instant = new Date(Date.parse(night) + minutes * 60_000);
        expect(fields(wallClock(instant, zone))).toEqual(fields(new TZDate(instant.getTime(), zone)));
      }
    }
  });

  it("reads Moscow's fixed UTC+3 from its last clock change on, and its earlier offsets before it", () => {
    // 02:00 on 26 October 2014 (UTC+4) became 01:00 (UTC+3): minute by minute around it.
    for (let minutes = -180; minutes <= 180; minutes += 1) {
      const instant = new Date(Date.UTC(2014, 9, 25, 22) + minutes * 60_000);
      expect(fields(wallClock(instant, 'Europe/Moscow'))).toEqual(fields(new TZDate(instant.getTime(), 'Europe/Moscow')));
    }
  });

  it('keeps years before 100 and before the era', () => {
    const instant = new Date(Date.UTC(50, 0, 1, 12));
    instant.setUTCFullYear(50);
    expect(fields(wallClock(instant, 'UTC'))).toEqual(fields(new TZDate(instant.getTime(), 'UTC')));
    const bc = new Date(Date.UTC(2000, 5, 1, 12));
    bc.setUTCFullYear(-3);
    expect(wallClock(bc, 'UTC').getFullYear()).toBe(-3);
  });

  it('gives NaN fields for an invalid date, as a Date does', () => {
    expect(wallClock(new Date(NaN)).getFullYear()).toBeNaN();
  });

  it.each([...ZONES, 'America/Santiago', 'America/Havana', 'Asia/Beirut'])('finds the instant a day starts in %s (property)', (zone) => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        expect(zonedMidnight(year, month, day, zone)).toBe(new TZDate(year, month, day, zone).getTime());
      }),
      { numRuns: 1500 },
    );
  });

  it('starts a day whose midnight the clocks skip at the first hour that exists', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 07.09.2025.
    expect(new Date(zonedMidnight(2025, 8, 7, 'America/Santiago')).toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(zonedMidnight(2025, 8, 7, 'America/Santiago')).toBe(new TZDate(2025, 8, 7, 'America/Santiago').getTime());
  });
});
