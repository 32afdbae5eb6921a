// `npm run demo`: build if needed, start the demo upstream and the production server wired to it.
// `--build-only`: build if needed and stop there.
import { readdirSync, statSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { demoSessionSecret, superviseChildren, root, runNext, runNextServer, startUpstream, waitForApp, waitForPort } from './lib.mjs';

const upstreamPort = Number(process.env.DEMO_UPSTREAM_PORT ?? 4010);
const port = Number(process.env.PORT ?? 3000);
const reset = process.argv.includes('--reset') || process.env.DEMO_RESET === '1';

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** A build is needed when there is none, or a source file changed after it. */
function needsBuild() {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = ['app', 'components', 'lib', 'public', 'middleware.ts', 'next.config.js', 'package-lock.json'];
  return sources.some((source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built);
}

if (needsBuild()) {
  console.log('Сборка приложения (next build)…');
  const started = Date.now();
  const build = runNext(['build'], { NEXT_TELEMETRY_DISABLED: '1' });
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
  console.log(`Сборка заняла ${((Date.now() - started) / 60_000).toFixed(1)} мин`);
}
// `--build-only` (npm run test:e2e, before Playwright): the suite's own time is then the tests'.
if (process.argv.includes('--build-only')) process.exit(0);

// The BFF's own store (audit trail, notes, views, sessions) lives beside the demo upstream's
// data, so `--reset` starts both empty.
const dataDir = process.env.DATA_DIR || join(root, process.env.DEMO_DATA_DIR ?? '.demo-data', 'bff');
if (reset && !process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });

const upstream = startUpstream(upstreamPort, reset ? ['--reset'] : []);
await waitForPort(upstreamPort);
const app = runNextServer(['start', '-p', String(port)], {
  API_BASE_URL: `http://127.0.0.1:${upstreamPort}`,
  SESSION_SECRET: demoSessionSecret(),
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  // No balancer watches the demo's probes, so a stop need not wait for one to notice.
  SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
});
superviseChildren([upstream, app]);
await waitForApp(port);
console.log(`\nДемо запущено: http://localhost:${port}  (демо-бэкенд: http://127.0.0.1:${upstreamPort})`);
console.log('Учётные записи — в таблице выше; код подтверждения печатается в этой консоли.\n');
