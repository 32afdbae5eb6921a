import { formatDate, formatDateSlashTime, formatDateTime } from '@/lib/format/format';
import { DISPLAY_TIME_ZONE, displayToday, isInstantText, wallClock } from '@/lib/format/time-zone';

describe('display time zone (one zone for the server render and the browser, #418)', () => {
  it('defaults to Moscow', () => {
    expect(DISPLAY_TIME_ZONE).toBe('Europe/Moscow');
  });

  it('tells instants (with Z or an offset) from wall-clock texts', () => {
    expect(isInstantText('2026-11-24T12:00:00Z')).toBe(true);
    expect(isInstantText('2026-11-24T12:00:00.123Z')).toBe(true);
    expect(isInstantText('2026-11-24T12:00:00+05:00')).toBe(true);
    expect(isInstantText('2026-11-24T12:00+0500')).toBe(true);
    expect(isInstantText('2026-11-24')).toBe(false);
    expect(isInstantText('2026-11-24 12:00:00')).toBe(false);
    expect(isInstantText('2026-11-24T12:00:00')).toBe(false);
  });

  it('shows an instant at its Moscow wall-clock time whatever zone the process runs in', () => {
    expect(formatDateSlashTime('2026-11-24T12:00:00Z')).toBe('24.11.2026 / 15:00');
    expect(formatDateTime('2026-11-24T22:30:00.000Z')).toBe('01:30 25.11.2026');
    expect(formatDate('2026-11-24T22:30:00+00:00')).toBe('25.11.2026');
    expect(formatDateSlashTime('2026-11-24T12:00:00+05:00')).toBe('24.11.2026 / 10:00');
    const clock = wallClock(new Date(Date.UTC(2026, 0, 1, 21, 5, 7)));
    expect([clock.getFullYear(), clock.getMonth(), clock.getDate(), clock.getHours(), clock.getMinutes(), clock.getSeconds()]).toEqual([2026, 0, 2, 0, 5, 7]);
  });

  it('leaves a birthday and a wall-clock time as they are', () => {
    expect(formatDate('1990-05-17')).toBe('17.05.1990');
    expect(formatDateSlashTime('2026-11-24 10:30:00')).toBe('24.11.2026 / 10:30');
    expect(formatDate(new Date(2026, 1, 28))).toBe('28.02.2026');
  });

  it("takes today from the display zone: at 22:30 UTC Moscow's day has already turned", () => {
    const today = displayToday(new Date('2026-11-24T22:30:00Z'));
    expect([today.getFullYear(), today.getMonth(), today.getDate(), today.getHours(), today.getMinutes()]).toEqual([2026, 10, 25, 0, 0]);
    expect(displayToday(new Date('2026-11-24T20:59:00Z')).getDate()).toBe(24);
  });
});
