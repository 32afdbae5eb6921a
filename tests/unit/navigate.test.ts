import { hardNavigate } from '@/lib/hard-navigate';
import { clientRoutedHref, loadIfStuck, pushOrLoad } from '@/lib/navigate';

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

describe('link clicks the client router took over', () => {
  function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}, prevented = true): MouseEvent {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    if (prevented) event.preventDefault();
    Object.defineProperty(event, 'target', { value: anchor });
    return event;
  }
  function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    Object.entries(attributes).forEach(([name, value]) => anchor.setAttribute(name, value));
    return anchor;
  }

  it('names the target of a plain click on a link to another address', () => {
    expect(clientRoutedHref(click(link('/catalog/categories/create')))).toBe('/catalog/categories/create');
    expect(clientRoutedHref(click(link('/orders?page=2#top')))).toBe('/orders?page=2#top');
  });

  it('leaves alone what the browser handles itself or what does not leave the page', () => {
    expect(clientRoutedHref(click(link('/orders'), {}, false))).toBeNull();
    expect(clientRoutedHref(click(link('/orders'), { ctrlKey: true }))).toBeNull();
    expect(clientRoutedHref(click(link('/orders'), { button: 1 }))).toBeNull();
    expect(clientRoutedHref(click(link('/orders', { target: '_blank' })))).toBeNull();
    expect(clientRoutedHref(click(link('/orders', { download: '' })))).toBeNull();
    expect(clientRoutedHref(click(link('https://example.com/orders')))).toBeNull();
    expect(clientRoutedHref(click(link('/company/7#gallery')))).toBeNull();
  });

  it('a stuck click becomes a full load; a committed one does not', () => {
    loadIfStuck('/orders');
    jest.advanceTimersByTime(3000);
    expect(hard).toHaveBeenCalledWith('/orders');
    hard.mockReset();
    loadIfStuck('/clients');
    window.history.pushState(null, '', '/clients');
    jest.advanceTimersByTime(3000);
    expect(hard).not.toHaveBeenCalled();
  });

  it('a cancelled check does nothing', () => {
    const cancel = loadIfStuck('/orders');
    cancel();
    jest.advanceTimersByTime(3000);
    expect(hard).not.toHaveBeenCalled();
  });
});
