/**
 * The machine's own zone must not leak into instants shown in the display zone. Jest cannot
 * change the zone of its own process, so each zone is tried in a child process (TZ=…).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';

const PROBE = path.join(__dirname, '..', 'helpers', 'zone-probe.mts');

function formatIn(zone: string, instants: string[]): { gapHour: number; texts: string[] } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', PROBE], {
    input: JSON.stringify(instants),
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { gapHour: number; texts: string[] };
}

const moscow = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const moscowText = (iso: string) => {
  const part = Object.fromEntries(moscow.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.hour}:${part.minute} ${part.day}.${part.month}.${part.year}`;
};

describe('instants in the display zone whatever the machine zone', () => {
  it("shows 02:30 for an instant that falls into Berlin's spring-forward gap", () => {
    const { gapHour, texts } = formatIn('Europe/Berlin', ['2026-03-28T23:30:00Z']);
    expect(gapHour).toBe(3); // the child really runs in Berlin: 02:30 local does not exist there
    expect(texts).toEqual(['02:30 29.03.2026']);
  });

  it.each(['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'])(
    'prints what Intl prints for Moscow in %s (property)',
    (zone) => {
      const instants = fc.sample(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
        { numRuns: 2000 },
      );
      // Every hour around the spring-forward nights of the zones above, where a rebuilt local date goes wrong.
      for (const night of ['2026-03-28T22:00:00Z', '2026-03-08T05:00:00Z', '2026-10-03T14:00:00Z']) {
        for (let minutes = 0; minutes < 360; minutes += 15) instants.push(new Date(Date.parse(night) + minutes * 60_000).toISOString());
      }
      const { texts } = formatIn(zone, instants);
      expect(texts).toEqual(instants.map(moscowText));
    },
  );
});
