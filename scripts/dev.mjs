// `npm run dev`: the demo upstream plus the Next development server.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { demoSessionSecret, root, superviseChildren, runNext, startUpstream, waitForPort } from './lib.mjs';

// The proxy's C key scanner (a no-op when its build is current; without a compiler, JavaScript).
spawnSync(process.execPath, [join(root, 'scripts', 'build-native.mjs')], { stdio: 'inherit' });

const upstreamPort = Number(process.env.DEMO_UPSTREAM_PORT ?? 4010);
const upstream = startUpstream(upstreamPort);
await waitForPort(upstreamPort);
const app = runNext(['dev', '-p', String(process.env.PORT ?? 3000)], {
  API_BASE_URL: process.env.API_BASE_URL ?? `http://127.0.0.1:${upstreamPort}`,
  SESSION_SECRET: demoSessionSecret(),
});
superviseChildren([upstream, app]);
