import '@testing-library/jest-dom';
import { toast } from 'sonner';
import { resetSessionCalls } from '@/lib/api/client';
import { allowConsole, takeUnexpectedConsole } from './helpers/console-guard';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockNavigation } from './harness/navigation';

// Server code that records into the BFF's store (the audit trail) writes to a SQLite file of
// the Jest worker's own, never into the working tree's ./data.
process.env.DATA_DIR ??= join(tmpdir(), `bo-store-jest-${process.pid}`);
mkdirSync(process.env.DATA_DIR, { recursive: true });

// The one next/navigation of the suite (tests/harness/navigation.ts): no test file mocks it.
jest.mock('next/navigation', () => jest.requireActual('./harness/navigation').nextNavigation);

// Browser-side code reaches the upstream through msw (tests/harness/server.ts). Server code runs
// under `@jest-environment node` against real local HTTP servers, which msw must not intercept.
if (typeof window !== 'undefined') {
  // Loaded here only: node-environment files never pay for msw.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { server } = require('./harness/server') as typeof import('./harness/server');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const formData = require('./harness/form-data') as typeof import('./harness/form-data');
  formData.encodeFormDataForXhr();
  formData.formDataFromForms();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

beforeEach(() => {
  // Every test starts on a fresh page at '/'; a test that starts elsewhere resets it itself.
  mockNavigation.reset('/');
});

// jsdom has no pointer capture; sonner's swipe-to-dismiss calls it on every press of a toast.
if (typeof Element !== 'undefined') {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
}

// A test that makes React, a library or our code print an error or a warning fails: such output
// is a defect (a missing act(), a bad prop, a swallowed exception) unless the test declares it
// expected with `allowConsole(/pattern/)`.
for (const level of ['error', 'warn'] as const) {
  jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    allowConsole.record(level, args);
  });
}

afterEach(() => {
  // sonner keeps its toasts in a module-level store that a new <Toaster> replays: one test's
  // notifications must not appear in the next test's screen.
  toast.dismiss();
  // A test that signed out cancelled the session's calls; the next test is a fresh page.
  resetSessionCalls();
  const unexpected = takeUnexpectedConsole();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.map((line) => `  ${line}`).join('\n')}`);
  }
});
