import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E } from './env';

// Ports of their own, beside the suite's servers; the build the suite made is reused.
const appPort = E2E.appPort + 90;
const upstreamPort = E2E.upstreamPort + 90;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test('npm run demo stops its servers when only it receives SIGTERM, as a process manager sends it', async () => {
  // Starting a production server on a busy 2-core machine can take a minute: generous on purpose.
  test.setTimeout(180_000);
  // A server left on these ports by something else would make the checks below meaningless.
  expect(await listening(appPort), `port ${appPort} is already taken`).toBe(false);
  const demo = spawn(process.execPath, ['scripts/demo.mjs'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      DEMO_UPSTREAM_PORT: String(upstreamPort),
      DEMO_DATA_DIR: `.demo-data/e2e-signals-${upstreamPort}`,
      DEMO_QUIET: '1',
      SESSION_SECRET: 'e2e-session-secret-which-is-long-enough-0123456789',
    },
    stdio: 'ignore',
    // A group of its own, so a failed run can take the servers down with it (no orphan keeps the ports).
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => demo.once('exit', resolve));
  try {
    // Ready, not just listening: a process manager stops a service it has seen healthy. (A SIGTERM
    // in the moment between the port opening and the start-up hooks is a known gap, see
    // docs/operations.md.)
    const healthy = () =>
      fetch(`http://127.0.0.1:${appPort}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    await expect.poll(healthy, { timeout: 90_000 }).toBe(true);
    expect(await listening(upstreamPort)).toBe(true);

    demo.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The script exits only after its children did: nothing holds either port any more.
    expect(await listening(appPort)).toBe(false);
    expect(await listening(upstreamPort)).toBe(false);
  } finally {
    if (demo.exitCode === null && demo.pid) {
      try {
        process.kill(-demo.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
});
