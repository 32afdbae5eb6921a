/**
 * The one next/navigation stand-in of the test suite. `tests/setup.ts` puts it in place of the
 * real module for every test file, so no test file mocks next/navigation itself.
 *
 * Its router really changes the URL the hooks read, so list screens re-read their state as in
 * the app. Every test starts at `/` with cleared router mocks; a test that starts elsewhere says
 * so with `mockNavigation.reset('/orders', 'page=2')` or `renderScreen(ui, { path, search })`.
 * A test that needs a router call to change nothing overrides it for itself, e.g.
 * `mockNavigation.router.push.mockImplementation(() => {})`.
 */
import { useSyncExternalStore } from 'react';

export interface MockNavigation {
  state: { pathname: string; params: URLSearchParams };
  router: { push: jest.Mock; replace: jest.Mock; refresh: jest.Mock; back: jest.Mock; forward: jest.Mock; prefetch: jest.Mock };
  /** Moves to `href` ('/path?query' or '?query') as a router call would, without recording a call. */
  go: (href: string) => void;
  /** A fresh page at `pathname?search`: router mocks cleared and back to moving the URL. */
  reset: (pathname: string, search?: string) => void;
}

const listeners = new Set<() => void>();
const state = { pathname: '/', params: new URLSearchParams() };

function go(href: string): void {
  const [path, search = ''] = href.split('?');
  state.pathname = path || state.pathname;
  state.params = new URLSearchParams(search);
  listeners.forEach((listener) => listener());
}

const router: MockNavigation['router'] = {
  push: jest.fn(go),
  replace: jest.fn(go),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
};

export const mockNavigation: MockNavigation = {
  state,
  router,
  go,
  reset: (pathname, search = '') => {
    state.pathname = pathname;
    state.params = new URLSearchParams(search);
    // mockReset, not mockClear: a test's own implementation must not leak into the next test.
    Object.values(router).forEach((fn) => fn.mockReset());
    router.push.mockImplementation(go);
    router.replace.mockImplementation(go);
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** What `import … from 'next/navigation'` gives every test file. */
export const nextNavigation = {
  useRouter: () => router,
  usePathname: () => useSyncExternalStore(subscribe, () => state.pathname),
  useSearchParams: () => useSyncExternalStore(subscribe, () => state.params),
  useParams: () => ({}),
  // Server code's redirect and notFound leave the render; here they are errors that name what
  // would happen, so a test of a server loader can assert where it would send the user.
  redirect: (to: string): never => {
    throw new Error(`redirect ${to}`);
  },
  notFound: (): never => {
    throw new Error('not found');
  },
  // Next's own: it lets through the errors that are Next's (a digest it knows) and nothing else.
  unstable_rethrow: jest.requireActual('next/dist/client/components/unstable-rethrow.browser').unstable_rethrow,
};
