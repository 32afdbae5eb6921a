import { existsSync } from 'node:fs';

/** Ports of the e2e servers: apart from `npm run demo`'s, so both can run at once. */
const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4110);

/** Debian's headless shell (scripts/ensure-chromium.mjs installs it), or CHROMIUM_PATH. */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)');
  return found;
}

export const E2E = {
  appPort,
  upstreamPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
  chromium: findChromium(),
};
