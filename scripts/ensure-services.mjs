// The "several instances" e2e spec (e2e/instances.spec.ts) runs Debian's redis-server and a
// real HAProxy in front of two app instances, and the store's tests run a real PostgreSQL.
// Installs them with apt-get when missing and we are root (like ensure-chromium.mjs);
// otherwise says how (the specs that need them fail with the reason).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

/** Debian installs PostgreSQL's server under a versioned directory. */
const postgresServers = () => {
  const root = '/usr/lib/postgresql';
  return existsSync(root) ? readdirSync(root).map((version) => `${root}/${version}/bin/postgres`) : [];
};

const tools = [
  { name: 'redis-server', paths: () => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'] },
  { name: 'haproxy', paths: () => ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'] },
  { name: 'postgresql', paths: postgresServers },
];
const missing = tools.filter((tool) => !tool.paths().some((path) => existsSync(path))).map((tool) => tool.name);

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
      `Missing and not root: ${missing.join(', ')} (e2e/instances.spec.ts, the Redis and the store tests fail without them). ` +
        `Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
}
