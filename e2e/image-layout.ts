import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The container image's files (Dockerfile, runtime stage), laid out from the e2e build's
 * standalone output in a directory of its own: the code owned by the user running the tests,
 * `.next/cache` and the data directory owned by the user the server runs as. As root (CI) that
 * is the system user `nobody`, standing in for the image's `node`, so the server can write
 * nothing but those two directories; a test run that is not root already is a non-root user.
 */

export interface ImageLayout {
  /** Where `server.js` is, as /app in the image. */
  dir: string;
  /** `DATA_DIR`, as /app/data in the image. */
  dataDir: string;
  /** The user the server must run as; null when the tests do not run as root. */
  user: { uid: number; gid: number } | null;
  remove(): void;
}

const STANDALONE = '.next/standalone';
const RUN_AS = 'nobody';

function systemUser(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export function layOutImage(): ImageLayout {
  if (!existsSync(`${STANDALONE}/server.js`)) {
    throw new Error(`${STANDALONE}/server.js missing: the build must run with output 'standalone' (next.config.js)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bo-image-'));
  // mkdtemp makes it private to its owner; the image's /app is readable by everyone.
  chmodSync(dir, 0o755);
  // The Dockerfile's three COPY lines: the server does not serve either folder from elsewhere.
  cpSync(STANDALONE, dir, { recursive: true });
  cpSync('.next/static', join(dir, '.next/static'), { recursive: true });
  cpSync('public', join(dir, 'public'), { recursive: true });
  const dataDir = join(dir, 'data');
  const cache = join(dir, '.next/cache');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(cache, { recursive: true });
  const user = process.getuid?.() === 0 ? systemUser(RUN_AS) : null;
  if (user) for (const writable of [dataDir, cache]) chownSync(writable, user.uid, user.gid);
  return { dir, dataDir, user, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
