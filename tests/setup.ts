import '@testing-library/jest-dom';
import { allowConsole, takeUnexpectedConsole } from './helpers/console-guard';

// A test that makes React, a library or our code print an error or a warning fails: such output
// is a defect (a missing act(), a bad prop, a swallowed exception) unless the test declares it
// expected with `allowConsole(/pattern/)`.
for (const level of ['error', 'warn'] as const) {
  jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    allowConsole.record(level, args);
  });
}

afterEach(() => {
  const unexpected = takeUnexpectedConsole();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.map((line) => `  ${line}`).join('\n')}`);
  }
});
