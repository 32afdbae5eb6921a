import { join } from 'node:path';

/**
 * The C scanner of lib/native/json-keys.c, when it was built (scripts/build-native.mjs, run by
 * `npm install`, `npm run demo`, `npm test` and `npm run build`). Without it, or with a build
 * of another version, the key conversion runs in JavaScript alone: slower, never different.
 * Found from the working directory, which is the project's for every script that starts Next.
 */
export type NativeScan = (chunk: Uint8Array, from: number, state: Int32Array, stack: Uint8Array) => number;

/** Must match KERNEL_VERSION in json-keys.c: a stale build is not used. */
const KERNEL_VERSION = 6;
export const NATIVE_BUILD_PATH = join('lib', 'native', 'build', 'json-keys.node');

function load(): NativeScan | null {
  const addon = { exports: {} as { scan?: NativeScan; version?: number } };
  try {
    // process.dlopen, not require: the bundler has nothing to resolve, the file is the build's.
    process.dlopen(addon, join(process.cwd(), NATIVE_BUILD_PATH));
  } catch (error) {
    // Said once by the production server, so a slower proxy has a visible reason.
    if (process.env.NODE_ENV === 'production') {
      console.warn(`[bff] ${NATIVE_BUILD_PATH} not loaded (${(error as Error).message}): JSON keys are converted in JavaScript`);
    }
    return null;
  }
  if (addon.exports.version !== KERNEL_VERSION || typeof addon.exports.scan !== 'function') {
    console.warn(`[bff] ${NATIVE_BUILD_PATH} is a build of another version: JSON keys are converted in JavaScript (npm run build rebuilds it)`);
    return null;
  }
  return addon.exports.scan;
}

export const nativeScan: NativeScan | null = load();
