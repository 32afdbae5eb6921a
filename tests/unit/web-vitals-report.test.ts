import { readVitalsReport, sampleRate } from '@/lib/vitals/report';

describe('a web vitals report from the browser', () => {
  it('keeps the four vitals with possible values, once each', () => {
    expect(
      readVitalsReport({
        path: '/orders/15',
        metrics: [
          { name: 'LCP', value: 1480.5 },
          { name: 'INP', value: 96 },
          { name: 'CLS', value: 0.02 },
          { name: 'TTFB', value: 210 },
        ],
      }),
    ).toEqual({ path: '/orders/15', metrics: [{ name: 'LCP', value: 1480.5 }, { name: 'INP', value: 96 }, { name: 'CLS', value: 0.02 }, { name: 'TTFB', value: 210 }] });
  });

  it('drops unknown names, impossible values and repeats; nothing left is no report', () => {
    expect(
      readVitalsReport({
        path: '/',
        metrics: [{ name: 'FID', value: 5 }, { name: 'LCP', value: -1 }, { name: 'CLS', value: 11 }, { name: 'TTFB', value: 300 }],
      }),
    ).toEqual({ path: '/', metrics: [{ name: 'TTFB', value: 300 }] });
    expect(readVitalsReport({ path: '/', metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] })).toEqual({ path: '/', metrics: [{ name: 'LCP', value: 1 }] });
    expect(readVitalsReport({ path: '/', metrics: [{ name: 'LCP', value: 500_000 }] })).toBeNull();
    expect(readVitalsReport({ path: '/', metrics: [{ name: 'INP', value: Number.NaN }] })).toBeNull();
  });

  it('refuses what is not a report: no path, a path not ours, too many entries', () => {
    expect(readVitalsReport(null)).toBeNull();
    expect(readVitalsReport([])).toBeNull();
    expect(readVitalsReport({ metrics: [{ name: 'LCP', value: 1 }] })).toBeNull();
    expect(readVitalsReport({ path: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] })).toBeNull();
    expect(readVitalsReport({ path: '/', metrics: Array.from({ length: 5 }, () => ({ name: 'LCP', value: 1 })) })).toBeNull();
  });
});

describe('the sample rate', () => {
  it('is 0.1 unless set, clamped to 0..1, and the default for a value that is no number', () => {
    expect(sampleRate(undefined)).toBe(0.1);
    expect(sampleRate('')).toBe(0.1);
    expect(sampleRate('1')).toBe(1);
    expect(sampleRate('0')).toBe(0);
    expect(sampleRate('2')).toBe(1);
    expect(sampleRate('-1')).toBe(0);
    expect(sampleRate('often')).toBe(0.1);
  });
});
