/**
 * A throwaway redis-server for the tests that need a real one (Debian's package, installed by
 * `npm test` through scripts/ensure-services.mjs): on a free port, nothing persisted, and the
 * app's client pointed at it (REDIS_URL) once it answers. No skipping: a missing binary fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { closeRedisForTests, pingRedis } from '@/lib/server/runtime/redis';
import { useUpstream as pointAppAt } from './proxy-env';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () => resolve(false));
  });

/** Starts redis-server and sets REDIS_URL (with an unreachable upstream) for the app's code. */
export async function startRedisServer(): Promise<RedisServer> {
  if (!binary) throw new Error('redis-server is not installed: run `npm test` as root, or apt-get install -y redis-server');
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; !(await listening(port)); i += 1) {
    if (i > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  pointAppAt('http://127.0.0.1:9', { REDIS_URL: url });
  for (let i = 0; (await pingRedis()) !== true; i += 1) {
    if (i > 100) throw new Error('redis-server does not answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      await closeRedisForTests();
      delete process.env.REDIS_URL;
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
  };
}
