// `npm run dev`: the demo upstream plus the Next development server.
import { demoSessionSecret, superviseChildren, runNextServer, startUpstream, waitForPort } from './lib.mjs';

const upstreamPort = Number(process.env.DEMO_UPSTREAM_PORT ?? 4010);
const upstream = startUpstream(upstreamPort);
await waitForPort(upstreamPort);
const app = runNextServer(['dev', '-p', String(process.env.PORT ?? 3000)], {
  API_BASE_URL: process.env.API_BASE_URL ?? `http://127.0.0.1:${upstreamPort}`,
  SESSION_SECRET: demoSessionSecret(),
});
superviseChildren([upstream, app]);
