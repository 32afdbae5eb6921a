/**
 * A throwaway PostgreSQL server for the tests (Debian's `postgresql` package, installed by
 * `npm test` through scripts/ensure-services.mjs): a fresh cluster in a temporary directory on a
 * free port, trust authentication on 127.0.0.1, durability off (it is deleted afterwards). As
 * root it runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PostgresServer {
  /** A connection URL to a database of its own. */
  url: string;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((version) => join(root, version, 'bin')).find((candidate) => existsSync(join(candidate, 'postgres')));
  if (!dir) throw new Error('PostgreSQL is not installed: run `npm test` as root, or apt-get install -y postgresql');
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export async function startPostgres(database = 'store_test'): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'bo-pg-'));
  const user = runAs();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = join(dir, 'data');
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'bo', '--auth=trust', '-E', 'UTF8', '--no-locale'], { ...user, stdio: 'ignore' });
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    { ...user, stdio: 'ignore' },
  );
  const base = `postgres://bo@127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const client = new Client({ connectionString: `${base}/postgres` });
    try {
      await client.connect();
      await client.query(`create database ${database}`);
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (server.exitCode !== null || attempt > 200) throw new Error(`PostgreSQL did not start: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `${base}/${database}`,
    async stop() {
      if (server.exitCode === null) {
        await new Promise<void>((resolve) => {
          server.once('exit', () => resolve());
          // SIGINT: PostgreSQL's fast shutdown.
          server.kill('SIGINT');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
