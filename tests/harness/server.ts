/**
 * The one msw server of the test suite. `tests/setup.ts` starts it for every jsdom test file
 * with `onUnhandledFrame: 'error'` (a call nobody stated fails the test) and drops the
 * handlers a test added after each test. A test states what the upstream answers with
 * `server.use(http.get(…))`; handlers every test of a file needs go in `withHandlers(…)`.
 *
 * Test files under `@jest-environment node` (server code: the BFF proxy and loaders against a
 * real local HTTP upstream) run without it, so their real sockets are not intercepted.
 */
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Handlers for every test of the calling file, added before each test (a test's own `server.use` wins). */
export function withHandlers(...handlers: RequestHandler[]): void {
  beforeEach(() => server.use(...handlers));
}
