// `npm run bench:audit`: the audit trail under 1 000 recorded mutations a second for 10 s, on
// SQLite (a fresh file) and on PostgreSQL (a throwaway server, tests/helpers/postgres.ts). Each
// engine runs bench/audit-run.mts in a process of its own: the real proxy handler and recorder,
// a fake upstream; the same load first without recording, then with it. Reported: the writer's
// throughput, the queue's peak, and the p50/p99 of the mutating call both ways.
// BENCH_RATE and BENCH_SECONDS change the load.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { startPostgres } = await import('../tests/helpers/postgres.ts');
const ms = (value) => `${value.toFixed(2)} ms`;

function run(env) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./audit-run.mts', import.meta.url).pathname, [], {
      execArgv: ['--conditions=react-server', '--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', resolve);
    child.once('exit', (code) => code !== 0 && reject(new Error(`bench run exited with ${code}`)));
  });
}

const sqliteDir = mkdtempSync(join(tmpdir(), 'bo-bench-audit-'));
const results = {};
try {
  results.SQLite = await run({ DATA_DIR: sqliteDir, DATABASE_URL: '' });
  const postgres = await startPostgres('bench_audit');
  try {
    results.PostgreSQL = await run({ DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

console.log(`\nAudit trail, ${process.env.BENCH_RATE ?? 1000} mutations/s for ${process.env.BENCH_SECONDS ?? 10} s (${cpus().length} cores, load ${loadavg()[0].toFixed(1)})\n`);
console.log('| engine | calls | written | writer rows/s | queue peak | failed writes | dropped | p50 without | p99 without | p50 with | p99 with | p99 growth |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const [engine, r] of Object.entries(results)) {
  console.log(`| ${engine} | ${r.calls} | ${r.written} | ${r.writesPerSecond} | ${r.queuePeak} | ${r.failedWrites} | ${r.dropped} | ${ms(r.p50Without)} | ${ms(r.p99Without)} | ${ms(r.p50With)} | ${ms(r.p99With)} | ${ms(r.p99With - r.p99Without)} |`);
}
