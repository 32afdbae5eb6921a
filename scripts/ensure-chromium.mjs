// Playwright cannot download browsers here: the e2e tests use Debian's `chromium-headless-shell`
// (the browser Playwright itself runs headless tests in; the full `chromium`, which Lighthouse's
// benches use, cost a third more of the suite's time on two cores: docs/testing.md).
// Installs it with apt-get when missing and we are root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];
if (!candidates.some((path) => path && existsSync(path))) {
  if (process.getuid?.() === 0) {
    console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
  } else {
    console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)');
    process.exit(1);
  }
}
