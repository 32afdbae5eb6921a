/**
 * The one msw server of the test suite. `tests/setup.ts` starts it for every jsdom test file
 * with `onUnhandledFrame: 'error'` (a call nobody stated fails the test) and drops the
 * handlers a test added after each test. A test states what the upstream answers with
 * `server.use(http.get(…))`; handlers every test of a file needs go in `withHandlers(…)`.
 *
 * Test files under `@jest-environment node` (server code: the BFF proxy and loaders against a
 * real local HTTP upstream) run without it, so their real sockets are not intercepted.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Always there (a test's own handler wins): the heartbeat of an open order, product or client
 * card (components/presence), answering that nobody else has it open.
 */
const alwaysAnswered = [
  http.post('*/dashboard/own/presence', () => HttpResponse.json({ data: { others: [], heartbeatMs: 20_000 } })),
  http.delete('*/dashboard/own/presence', () => HttpResponse.json({ data: {} })),
];

export const server = setupServer(...alwaysAnswered);

/** Handlers for every test of the calling file, added before each test (a test's own `server.use` wins). */
export function withHandlers(...handlers: RequestHandler[]): void {
  beforeEach(() => server.use(...handlers));
}
