/**
 * A next/navigation stand-in whose router really changes the URL the hooks read, so list
 * screens re-read their state as in the app. Use it as
 * `jest.mock('next/navigation', () => jest.requireActual('../helpers/navigation-mock').navigationMock())`.
 */
import { useSyncExternalStore } from 'react';

export interface MockNavigation {
  state: { pathname: string; params: URLSearchParams };
  router: { push: jest.Mock; replace: jest.Mock; refresh: jest.Mock; back: jest.Mock; prefetch: jest.Mock };
  go: (href: string) => void;
  reset: (pathname: string, search?: string) => void;
}

export function navigationMock() {
  const listeners = new Set<() => void>();
  const state = { pathname: '/', params: new URLSearchParams() };
  const go = (href: string) => {
    const [path, search = ''] = href.split('?');
    state.pathname = path || state.pathname;
    state.params = new URLSearchParams(search);
    listeners.forEach((listener) => listener());
  };
  const router = {
    push: jest.fn(go),
    replace: jest.fn(go),
    refresh: jest.fn(),
    back: jest.fn(),
    prefetch: jest.fn(),
  };
  const mockNavigation: MockNavigation = {
    state,
    router,
    go,
    reset: (pathname, search = '') => {
      state.pathname = pathname;
      state.params = new URLSearchParams(search);
      Object.values(router).forEach((fn) => fn.mockClear());
    },
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    mockNavigation,
    useRouter: () => router,
    usePathname: () => useSyncExternalStore(subscribe, () => state.pathname),
    useSearchParams: () => useSyncExternalStore(subscribe, () => state.params),
  };
}
