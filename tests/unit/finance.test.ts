import { bucketSizeFor, chartBars, lastDays, paymentsApiQuery, periodOf, presetOf, sumApiQuery } from '@/lib/finance/period';
import { parseListQuery } from '@/lib/lists/query';

const TODAY = new Date(2026, 10, 24, 15, 30);
const query = (search: string) => parseListQuery(new URLSearchParams(search), { filterKeys: ['dateFrom', 'dateTo'] });

describe('finance period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(periodOf(query(''), TODAY)).toEqual({ dateFrom: '2026-10-26', dateTo: '2026-11-24' });
    expect(presetOf(periodOf(query(''), TODAY), TODAY)).toBe('month');
  });

  it('reads the URL, fills a missing end, swaps a reversed range and ignores impossible days', () => {
    expect(periodOf(query('dateFrom=2026-01-01&dateTo=2026-01-31'), TODAY)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    expect(periodOf(query('dateFrom=2026-11-01'), TODAY)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-24' });
    expect(periodOf(query('dateTo=2026-02-28'), TODAY)).toEqual({ dateFrom: '2026-01-30', dateTo: '2026-02-28' });
    expect(periodOf(query('dateFrom=2026-03-10&dateTo=2026-03-01'), TODAY)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-10' });
    expect(periodOf(query('dateFrom=2026-02-30&dateTo=junk'), TODAY)).toEqual({ dateFrom: '2026-10-26', dateTo: '2026-11-24' });
  });

  it('builds the list and totals calls with the same period', () => {
    const q = query('page=3&dateFrom=2026-06-01&dateTo=2026-06-30');
    expect(paymentsApiQuery(q, TODAY)).toEqual({ page: '3', perPage: '15', dateFrom: '2026-06-01', dateTo: '2026-06-30' });
    expect(sumApiQuery(q, TODAY)).toEqual({ dateFrom: '2026-06-01', dateTo: '2026-06-30' });
  });

  it('names presets ending today and nothing else', () => {
    expect(lastDays(7, TODAY)).toEqual({ dateFrom: '2026-11-18', dateTo: '2026-11-24' });
    expect(presetOf(lastDays(180, TODAY), TODAY)).toBe('halfYear');
    expect(presetOf({ dateFrom: '2026-11-18', dateTo: '2026-11-23' }, TODAY)).toBeNull();
  });
});

describe('chartBars', () => {
  it('uses days, weeks or months by the length of the period', () => {
    expect(bucketSizeFor({ dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toBe('day');
    expect(bucketSizeFor({ dateFrom: '2026-06-01', dateTo: '2026-11-24' })).toBe('week');
    expect(bucketSizeFor({ dateFrom: '2025-01-01', dateTo: '2026-11-24' })).toBe('month');
  });

  it('has a bar for every day, empty ones included, and ignores takings outside the period', () => {
    const bars = chartBars({ dateFrom: '2026-11-01', dateTo: '2026-11-03' }, [
      { date: '2026-10-31', sum: 999, count: 1 },
      { date: '2026-11-01', sum: 1500, count: 2 },
      { date: '2026-11-03', sum: 700, count: 1 },
    ]);
    expect(bars.map((b) => [b.label, b.sum, b.count])).toEqual([
      ['01.11', 1500, 2],
      ['02.11', 0, 0],
      ['03.11', 700, 1],
    ]);
    expect(bars[0]!.title).toBe('01.11.2026');
  });

  it('groups weeks from Monday, clipped to the period', () => {
    // 2026-11-04 is a Wednesday; its week starts on Monday 2026-11-02.
    const bars = chartBars({ dateFrom: '2026-11-04', dateTo: '2026-12-31' }, [
      { date: '2026-11-04', sum: 100, count: 1 },
      { date: '2026-11-08', sum: 50, count: 1 },
      { date: '2026-11-09', sum: 10, count: 1 },
    ]);
    expect(bars[0]).toMatchObject({ start: '2026-11-04', end: '2026-11-08', sum: 150, count: 2, title: '04.11–08.11.2026' });
    expect(bars[1]).toMatchObject({ start: '2026-11-09', end: '2026-11-15', sum: 10 });
    expect(bars.at(-1)!.end).toBe('2026-12-31');
  });

  it('groups months with Russian names', () => {
    const bars = chartBars({ dateFrom: '2026-01-15', dateTo: '2026-11-24' }, [{ date: '2026-03-02', sum: 5, count: 1 }]);
    expect(bars).toHaveLength(11);
    expect(bars[0]).toMatchObject({ start: '2026-01-15', end: '2026-01-31', title: 'Январь 2026' });
    expect(bars[2]).toMatchObject({ sum: 5, title: 'Март 2026' });
  });
});
