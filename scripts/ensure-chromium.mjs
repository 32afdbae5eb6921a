// Playwright cannot download browsers here: the e2e tests use Debian's Chromium.
// Installs it with apt-get when missing and we are root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
if (!candidates.some((path) => path && existsSync(path))) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)');
    process.exit(1);
  }
}
