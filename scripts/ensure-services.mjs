// The "several instances" e2e spec (e2e/instances.spec.ts) runs Debian's redis-server and a
// real HAProxy in front of two app instances. Installs them with apt-get when missing and we
// are root (like ensure-chromium.mjs); otherwise says how (the specs that need them fail with the reason).
import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const tools = [
  { name: 'redis-server', paths: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'] },
  { name: 'haproxy', paths: ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'] },
];
const missing = tools.filter((tool) => !tool.paths.some((path) => existsSync(path))).map((tool) => tool.name);

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Missing for the tests: ${missing.join(', ')}; installing Debian's packages…`);
    // Install only: the test starts its own servers on its own ports, so the packaged services must not start.
    const policy = '/usr/sbin/policy-rc.d';
    const ownPolicy = !existsSync(policy);
    if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
    } finally {
      if (ownPolicy) rmSync(policy, { force: true });
    }
  } else {
    console.warn(
      `Missing and not root: ${missing.join(', ')} (e2e/instances.spec.ts and the Redis unit tests fail without redis-server or haproxy). ` +
        `Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
}
