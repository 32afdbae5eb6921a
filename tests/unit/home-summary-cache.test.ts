/**
 * @jest-environment node
 *
 * Home's summary figures are kept a few seconds per session so going back and forth to home
 * is cheap, but a change saved through this BFF (an order's status on its card) must show on
 * the next render, not after the cache's lifetime.
 */
import { loadHomeSummary } from '@/lib/home/summary-server';
import { markChanged } from '@/lib/server/runtime/change-clock';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/server/session/get-session', () => ({ getSession: async () => ({ sid: 'session-1' }) }));
const mockCalls: string[] = [];
jest.mock('@/lib/server/upstream/server-api', () => ({
  loadUpstream: async (path: string, query: Record<string, string>) => {
    mockCalls.push(path);
    if (path === 'chief/payments/sum') return { data: { sum: 1000 } };
    if (path === 'chief/market/statuses') return { data: [{ id: 1, name: 'Новый', code: 'new' }], pagination: { total: 1, currentPage: 1, lastPage: 1, perPage: 100 } };
    return { data: [], pagination: { total: query.status ? 3 : 5, currentPage: 1, lastPage: 1, perPage: 1 } };
  },
}));

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, seconds));

beforeEach(() => {
  mockCalls.length = 0;
});

it('serves a repeated render from the cache while nothing changed', async () => {
  await loadHomeSummary(at(0));
  const first = mockCalls.length;
  expect(first).toBeGreaterThan(0);
  await loadHomeSummary(at(5));
  expect(mockCalls.length).toBe(first);
});

it('asks the upstream again at once after a change saved through the BFF', async () => {
  await loadHomeSummary(at(20));
  const first = mockCalls.length;
  markChanged();
  await loadHomeSummary(at(21));
  expect(mockCalls.length).toBe(first * 2);
});

it('asks again after ten seconds for changes made elsewhere', async () => {
  await loadHomeSummary(at(40));
  const first = mockCalls.length;
  await loadHomeSummary(at(51));
  expect(mockCalls.length).toBe(first * 2);
});
