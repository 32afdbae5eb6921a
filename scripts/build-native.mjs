// Builds lib/native/json-keys.c (the proxy's C key scanner, issue 18) into
// lib/native/build/json-keys.node with the machine's C compiler and Node's own headers.
// Skips when the build is of this very source, compiler and Node (a stamp beside it says which:
// file times after a checkout say nothing); without a compiler or the headers it says so and
// leaves the proxy on its JavaScript converter (same output, slower). Never fails the caller.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';

const source = join(root, 'lib', 'native', 'json-keys.c');
const target = join(root, 'lib', 'native', 'build', 'json-keys.node');

// Node's headers: npm's `nodedir`, else next to this Node.
const nodeDirs = [process.env.npm_config_nodedir, join(dirname(process.execPath), '..')].filter(Boolean);
const include = nodeDirs.map((dir) => join(dir, 'include', 'node')).find((dir) => existsSync(join(dir, 'node_api.h')));
const compiler = process.env.CC || 'cc';
if (!include) {
  console.warn('build-native: Node headers (node_api.h) not found; JSON keys will be converted in JavaScript.');
  process.exit(0);
}
const args = [
  '-O2', '-fPIC', '-shared', '-fvisibility=hidden', '-fstack-protector-strong', '-D_FORTIFY_SOURCE=2',
  '-Wall', '-Wextra', '-Werror', `-I${include}`, '-DNODE_GYP_MODULE_NAME=json_keys', '-o', target, source,
];
const stampFile = `${target}.stamp`;
const stamp = createHash('sha256').update(readFileSync(source)).update(JSON.stringify([compiler, args, process.version])).digest('hex');
if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

mkdirSync(dirname(target), { recursive: true });
const result = spawnSync(compiler, args, { stdio: 'inherit' });
if (result.status !== 0) {
  console.warn(`build-native: ${compiler} failed${result.error ? ` (${result.error.message})` : ''}; JSON keys will be converted in JavaScript.`);
  process.exit(0);
}
writeFileSync(stampFile, stamp);
