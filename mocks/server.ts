/**
 * The demo upstream over HTTP: `tsx mocks/server.ts [--reset]` for `npm run demo` and e2e,
 * `startDemoUpstream()` for tests.
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setStrict } from './contract/check';
import { handlers } from './handlers';
import { demoLog, setQuiet } from './log';
import { DEMO_ACCOUNTS } from './seed';
import { serveHandlers } from './serve-handlers';
import { envShapes, reshapeAnswer } from './shapes-registry';
import { currentDataFile, flushStore, initStore } from './store';

export interface DemoUpstreamOptions {
  port?: number;
  host?: string;
  /** `undefined`: .demo-data/store.json (or DEMO_DATA_DIR); `null`: memory only. */
  dataFile?: string | null;
  reset?: boolean;
  quiet?: boolean;
  /** Refuse requests that break the §7 contract (mocks/contract); on unless DEMO_STRICT=0. */
  strict?: boolean;
}

export interface DemoUpstream {
  url: string;
  close(): Promise<void>;
}

export async function startDemoUpstream(options: DemoUpstreamOptions = {}): Promise<DemoUpstream> {
  setQuiet(options.quiet ?? false);
  if (options.strict !== undefined) setStrict(options.strict);
  initStore({ dataFile: options.dataFile, reset: options.reset });
  // An unknown name in DEMO_SHAPES stops the start here, not at the first answer.
  const shapes = envShapes();
  if (shapes.length > 0) demoLog(`варианты формы ответов (DEMO_SHAPES): ${shapes.join(', ')}`);

  const server = createHttpServer(serveHandlers(handlers, { transform: reshapeAnswer }));

  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (Number(process.env.DEMO_UPSTREAM_PORT) || 4010);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          flushStore();
          if (error) reject(error);
          else resolve();
        });
        // The BFF keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

function printBanner(url: string): void {
  const rows = Object.values(DEMO_ACCOUNTS).map((a) => ({
    'роль': a.role,
    'имя': a.name,
    'e-mail': a.email,
    'пароль': a.password,
    'телефон': a.phone,
  }));
  console.log(`[demo upstream] слушает ${url}`);
  console.log(`[demo upstream] данные: ${currentDataFile() ?? 'только в памяти'}`);
  console.table(rows);
  console.log('[demo upstream] коды подтверждения печатаются здесь и доступны на GET /__demo/codes/last');
}

async function main(): Promise<void> {
  const upstream = await startDemoUpstream({ reset: process.argv.includes('--reset') });
  printBanner(upstream.url);
  const stop = () => {
    void upstream.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Checked by path rather than require.main/import.meta, which differ between tsx, Node and Jest.
if (/[\\/]mocks[\\/]server\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error('[demo upstream] не удалось запустить:', error);
    process.exit(1);
  });
}
