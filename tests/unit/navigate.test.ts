import { hardNavigate } from '@/lib/hard-navigate';
import { pushOrLoad } from '@/lib/navigate';

jest.mock('@/lib/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const hard = jest.mocked(hardNavigate);

beforeEach(() => {
  jest.useFakeTimers();
  hard.mockReset();
  window.history.replaceState(null, '', '/company/7');
});
afterEach(() => jest.useRealTimers());

it('leaves the page alone when the router has moved on in time', () => {
  const push = jest.fn((href: string) => window.history.pushState(null, '', href));
  pushOrLoad({ push } as never, '/company');
  jest.advanceTimersByTime(3000);
  expect(push).toHaveBeenCalledWith('/company');
  expect(hard).not.toHaveBeenCalled();
});

it('loads the page in full when the push never committed', () => {
  const push = jest.fn();
  pushOrLoad({ push } as never, '/company');
  jest.advanceTimersByTime(2999);
  expect(hard).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(hard).toHaveBeenCalledWith('/company');
});

it('does not pull back a user who went somewhere else meanwhile', () => {
  const push = jest.fn();
  pushOrLoad({ push } as never, '/company');
  window.history.pushState(null, '', '/orders');
  jest.advanceTimersByTime(3000);
  expect(hard).not.toHaveBeenCalled();
});
