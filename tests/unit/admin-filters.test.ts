import {
  buildCompanyFilterQuery,
  companyFilterFromQuery,
  companyListApiQuery,
  financeApiQueries,
  financePeriodText,
  isCompanyFilterValid,
  revenueGrouping,
} from '@/lib/admin/filters';
import { parseListQuery } from '@/lib/lists/query';
import { platformSettingsValues, toPlatformSettingsPayload } from '@/lib/admin/platform-settings';

describe('companies filter', () => {
  it('reads the URL, dropping unknown states and unreadable dates', () => {
    const query = parseListQuery(new URLSearchParams('appState=lost&active=false&dateFrom=2026-13-40&dateTo=2026-03-31'));
    expect(companyFilterFromQuery(query)).toEqual({
      appState: null,
      active: false,
      dateFrom: null,
      dateTo: new Date(2026, 2, 31),
    });
  });

  it('sends only what is set, dates as yyyy-MM-dd, activity false kept', () => {
    expect(
      buildCompanyFilterQuery({ appState: 'draft', active: false, dateFrom: new Date(2026, 0, 5), dateTo: null }),
    ).toEqual({ appState: 'draft', active: 'false', dateFrom: '2026-01-05' });
    const query = parseListQuery(new URLSearchParams('page=2&search=кофе&appState=published&evil=1'));
    expect(companyListApiQuery(query)).toEqual({ page: '2', perPage: '15', search: 'кофе', appState: 'published' });
  });

  it('refuses a reversed registration period', () => {
    const draft = { appState: null, active: null, dateFrom: new Date(2026, 2, 1), dateTo: new Date(2026, 1, 1) };
    expect(isCompanyFilterValid(draft)).toBe(false);
    expect(isCompanyFilterValid({ ...draft, dateTo: new Date(2026, 2, 1) })).toBe(true);
  });
});

describe('finance filter', () => {
  it('draws up to two months by day, longer or open periods by month', () => {
    expect(revenueGrouping({ dateFrom: '2026-07-01', dateTo: '2026-08-31', companyId: null })).toBe('day');
    expect(revenueGrouping({ dateFrom: '2026-07-01', dateTo: '2026-09-15', companyId: null })).toBe('month');
    expect(revenueGrouping({ dateFrom: '2026-07-01', dateTo: null, companyId: null })).toBe('month');
  });

  it('asks the payments page and the totals with the same filter', () => {
    const query = parseListQuery(new URLSearchParams('page=3&dateFrom=2026-07-01&dateTo=2026-07-31&companyId=4&search=утро'));
    expect(financeApiQueries(query)).toEqual({
      payments: { page: '3', perPage: '15', dateFrom: '2026-07-01', dateTo: '2026-07-31', companyId: '4', search: 'утро' },
      total: { dateFrom: '2026-07-01', dateTo: '2026-07-31', companyId: '4', search: 'утро', group: 'day' },
    });
    const junk = parseListQuery(new URLSearchParams('companyId=abc'));
    expect(financeApiQueries(junk).total).toEqual({ group: 'month' });
  });
});

describe('platform settings form values', () => {
  it('shows the phone masked and the commission with a comma, and sends them bare', () => {
    const values = platformSettingsValues({
      supportEmail: 'support@demo.ru',
      supportPhone: '78005553535',
      commissionPercent: 3.5,
      trialDays: 14,
      maintenance: false,
    });
    expect(values).toEqual({
      supportEmail: 'support@demo.ru',
      supportPhone: '+7 800 555-35-35',
      commissionPercent: '3,5',
      trialDays: '14',
      maintenance: false,
    });
    expect(toPlatformSettingsPayload({ ...values, commissionPercent: '12,75' })).toEqual({
      supportEmail: 'support@demo.ru',
      supportPhone: '78005553535',
      commissionPercent: 12.75,
      trialDays: 14,
      maintenance: false,
    });
  });
});

describe('the finance period in words', () => {
  it.each([
    [{ dateFrom: '2026-11-01', dateTo: '2026-11-25' }, 'с 01.11.2026 по 25.11.2026'],
    [{ dateFrom: '2026-11-01', dateTo: null }, 'с 01.11.2026'],
    [{ dateFrom: null, dateTo: '2026-11-25' }, 'по 25.11.2026'],
    [{ dateFrom: null, dateTo: null }, 'за всё время'],
  ])('%o reads «%s»', (dates, text) => {
    expect(financePeriodText({ ...dates, companyId: null })).toBe(text);
  });
});
