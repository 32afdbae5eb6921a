// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/**
 * ES-module-only packages that server code reaches (iron-session 9 and the jsdom 31 behind the
 * server's DOMPurify, with their dependencies) and msw 3 with the packages its Node entry imports
 * at run time (its CLI's dependencies are never loaded by tests). Next and Node load them
 * natively; Jest's own module loader does so only under --experimental-vm-modules, so they are
 * compiled to CommonJS like the project's code. (The test environment's DOM, jest-fixed-jsdom,
 * has its own jsdom.)
 */
const ESM_ONLY = [
  'iron-session',
  'iron-webcrypto',
  'uint8array-extras',
  'cookie',
  '@exodus/bytes',
  'bcp-47',
  'bcp-47-match',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'parse5',
  'parse5-parser-stream',
  'entities',
  'tough-cookie',
  'msw',
  '@msw/url',
  '@mswjs/interceptors',
  '@open-draft/until',
  'rettime',
  'until-async',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  // Without this jsdom picks msw's browser build, which cannot run in Node.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // msw 3 answers a mocked call through a stand-in socket that Node's HTTP client reads with its
  // stream machinery, which schedules its work on process.nextTick. A faked nextTick would stall
  // every mocked call made while a test's fake timers are on, so jest.useFakeTimers() leaves it
  // real (a test passing its own doNotFake list must name nextTick again: the lists are not merged).
  fakeTimers: { doNotFake: ['nextTick'] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
  // The standalone server's copy of package.json would collide with the project's own.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

// next/jest lets a config add ignore patterns but not narrow its own "every node_modules package
// except the transpiled ones" pattern, so the packages above join that exception here. The
// package that counts is the innermost one of the path: jsdom's own copy of parse5 is compiled
// although jsdom is not.
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  const names = ESM_ONLY.join('|');
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
      ? pattern.replace('(?!.pnpm)(?!(', `(?!.pnpm)(?!.*/node_modules/)(?!(${names}|`)
      : pattern,
  );
  return resolved;
};
