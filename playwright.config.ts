import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/env';
import { APP_LOG } from './e2e/server-log';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * production build and the demo upstream, both started by `npm run demo` on ports of their own.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry, so a flake is reported as "flaky" by name (with a trace of the retry) instead of
  // either failing CI at random or passing in silence.
  retries: 1,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./e2e/flaky-reporter.ts']] : [['list'], ['./e2e/flaky-reporter.ts']],
  use: {
    baseURL: E2E.appUrl,
    locale: 'ru-RU',
    // Not the server's zone (UTC here): a date the server and the browser printed differently
    // would be a hydration error (#418), which the fixture fails on (lib/format/time-zone.ts).
    timezoneId: 'Asia/Vladivostok',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E.chromium,
      // Without these Chromium keeps trying to reach Google's hosts, which this network refuses.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Signs the shared accounts in once and saves their state (see useSession in e2e/demo.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Last: reads the app server's log of the whole run (e2e/server-log.check.ts).
    { name: 'server log', dependencies: ['chromium'], testMatch: /server-log\.check\.ts$/ },
  ],
  webServer: {
    command: 'node scripts/demo.mjs --reset',
    url: `${E2E.appUrl}/login`,
    // `npm run test:e2e` builds before Playwright starts (the suite's time is the tests'); a bare
    // `playwright test` with no current build builds here: minutes on a loaded two-core machine.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.appPort),
      DEMO_UPSTREAM_PORT: String(E2E.upstreamPort),
      DEMO_DATA_DIR: `.demo-data/e2e-${E2E.upstreamPort}`,
      DEMO_QUIET: '1',
      // The app server's output, line by line as it printed it, for e2e/server-log.check.ts.
      DEMO_APP_LOG: APP_LOG,
      SESSION_SECRET: 'e2e-session-secret-which-is-long-enough-0123456789',
      // Throttling stays on with short windows (lib/security-config.ts); the suite signs in from one address.
      THROTTLE_WINDOW_MS: '3000',
      THROTTLE_IP_LIMIT: '500',
      // The side menu's new-order poll (30 s by default), so e2e/home-summary sees an order sooner.
      ORDERS_POLL_MS: '5000',
      // No PRESENCE_HEARTBEAT_MS: the heartbeat stays at its 20 s, and e2e/presence shows that a
      // colleague comes and goes within seconds over the live stream.
      // The live order watcher's interval (10 s by default), so e2e/live-orders sees an order within 3 s.
      LIVE_POLL_MS: '500',
      // No page sends its web vitals (a beacon as a page goes would be a request no test expects);
      // e2e/standalone.spec.ts runs its own server with every load reporting.
      WEB_VITALS_SAMPLE: '0',
    },
  },
});
