import { parseISO } from 'date-fns';
import fc from 'fast-check';
import { toDate } from '@/lib/format/format';
import { parseIsoDate } from '@/lib/format/parse-iso';

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const isoText = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    month: two(13),
    day: two(32),
    time: fc.option(
      fc.record({
        delimiter: fc.constantFrom('T', ' '),
        hours: two(25),
        minutes: two(61),
        seconds: fc.option(fc.tuple(two(61), fc.option(fc.tuple(fc.constantFrom('.', ','), fc.integer({ min: 0, max: 9999 }).map(String))))),
        zone: fc.option(fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), two(25), fc.constantFrom('', ':'), fc.option(two(61))))),
      }),
    ),
  })
  .map(({ year, month, day, time }) => {
    let text = `${year}-${month}-${day}`;
    if (!time) return text;
    text += `${time.delimiter}${time.hours}:${time.minutes}`;
    if (time.seconds) text += `:${time.seconds[0]}${time.seconds[1] ? time.seconds[1].join('') : ''}`;
    const zone = time.zone;
    if (zone) text += typeof zone === 'string' ? zone : `${zone[0]}${zone[1]}${zone[3] === null ? '' : `${zone[2]}${zone[3]}`}`;
    return text;
  });

const same = (text: string) => {
  const mine = parseIsoDate(text).getTime();
  const reference = parseISO(text).getTime();
  expect([text, mine]).toEqual([text, reference]);
};

describe('the upstream date texts, read as date-fns parseISO reads them', () => {
  it('gives the instant parseISO gives, or an Invalid Date where it does (property)', () => {
    fc.assert(fc.property(isoText, same), { numRuns: 20_000 });
  });

  it('reads the upstream forms', () => {
    for (const text of [
      '2024-03-12',
      '2024-02-29',
      '2023-02-29',
      '2024-03-12 10:30:00',
      '2024-03-12T10:30',
      '2024-03-12T24:00:00',
      '2024-03-12T24:00:01',
      '2026-11-24T12:00:00.123Z',
      '2026-11-24T12:00:00.291Z',
      '2026-11-24T12:00:00,5+05:00',
      '2026-11-24T12:00+0500',
      '2026-11-24T12:00-03',
      '0099-01-01',
      '0000-12-31T23:59:59',
    ]) {
      same(text);
    }
    expect(parseIsoDate('2024-03-12').getTime()).toBe(new Date(2024, 2, 12).getTime());
  });

  it('gives an Invalid Date for other texts', () => {
    for (const text of ['', 'завтра', '2024-3-12', '12.03.2024', '2024-03-12T', '2024-03-12T10:30:00+3']) expect(parseIsoDate(text).getTime()).toBeNaN();
    expect(toDate('2024-13-01')).toBeNull();
    expect(toDate('2024-03-12 10:30:00')).toEqual(new Date(2024, 2, 12, 10, 30));
  });
});
