// Builds tests/fuzz/json-keys-fuzz.c with libFuzzer, ASan and UBSan and runs it for the given
// seconds (default 60), starting from the JSON documents of tests/fuzz/corpus. Needs clang
// (Debian: clang, libclang-rt-14-dev). Exits non-zero when the fuzzer finds a crash; the input
// that caused it is left in tests/fuzz/ as crash-*.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const seconds = Number(process.argv[2] ?? 60);
const binary = join(here, 'build', 'json-keys-fuzz');
mkdirSync(join(here, 'build'), { recursive: true });
const built = spawnSync('clang', ['-g', '-O1', '-fsanitize=fuzzer,address,undefined', '-fno-sanitize-recover=undefined', '-msse2', '-o', binary, join(here, 'json-keys-fuzz.c')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const work = join(here, 'build', 'corpus');
mkdirSync(work, { recursive: true });
const run = spawnSync(binary, [work, join(here, 'corpus'), `-max_total_time=${seconds}`, '-max_len=4096', `-artifact_prefix=${here}`], { stdio: 'inherit' });
process.exit(run.status ?? 1);
