// Shared by scripts/demo.mjs and scripts/dev.mjs: start the demo upstream and wait for ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const root = new URL('..', import.meta.url).pathname;

/** A stable demo secret, made once per checkout, so sessions survive restarts. */
export function demoSessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const dir = join(root, process.env.DEMO_DATA_DIR ?? '.demo-data');
  const file = join(dir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Until the app server answers /healthz with 200: an open port is not enough, since a request
 * that arrives before its start-up hooks have run is answered 503 (lib/server/security/request-info.ts).
 */
export async function waitForApp(port, host = '127.0.0.1', timeoutMs = 60_000) {
  await waitForPort(port, host, timeoutMs);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`http://${host}:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`http://${host}:${port}/healthz did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function waitForPort(port, host = '127.0.0.1', timeoutMs = 60_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nothing listens on ${host}:${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** Runs a child that dies with us; resolves its exit code. */
export function run(command, args, env = {}, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('exit', stop);
  return child;
}

/**
 * Runs the Next CLI in a child of ours, not through `npx`: npx does not pass SIGTERM on, so a
 * process manager stopping the demo would leave the server holding its port.
 */
export function runNext(args, env = {}) {
  return run(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), ...args], env);
}

/**
 * The app server, its output passed through this process: the server writes one JSON object
 * per line (lib/server/runtime/log.ts); here each line is kept as it is in `DEMO_APP_LOG` when
 * set (the e2e suite checks that file), and shown on the terminal readable, through
 * pino-pretty, unless `LOG_FORMAT=json`. The server itself never starts a pretty-printing worker.
 */
export function runNextServer(args, env = {}) {
  const child = run(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), ...args], env, {
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  let file = null;
  if (process.env.DEMO_APP_LOG) {
    const path = resolve(root, process.env.DEMO_APP_LOG);
    mkdirSync(dirname(path), { recursive: true });
    file = openSync(path, 'w');
  }
  const pretty =
    process.env.LOG_FORMAT === 'json'
      ? null
      : createRequire(import.meta.url)('pino-pretty').prettyFactory({
          colorize: !!process.stdout.isTTY,
          messageKey: 'event',
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'instance',
          singleLine: true,
          // An upstream's `error` text is a field like any other, not an Error to unfold.
          errorLikeObjectKeys: ['err'],
        });
  for (const [input, output] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input, crlfDelay: Infinity }).on('line', (line) => {
      if (file !== null) writeSync(file, `${line}\n`);
      const shown = pretty && line.startsWith('{') ? pretty(line) : `${line}\n`;
      output.write(shown);
    });
  }
  return child;
}

export function startUpstream(port, extraArgs = []) {
  return run(process.execPath, ['--import', 'tsx', 'mocks/server.ts', ...extraArgs], {
    DEMO_UPSTREAM_PORT: String(port),
  });
}

/**
 * On SIGINT/SIGTERM: stop every child and exit once they all have, so their ports are free.
 * A child that exits by itself (a crash, a port in use) ends the script with its code.
 */
export function superviseChildren(children) {
  let stopping = false;
  // 'close', not 'exit': a child's last lines may still be in its pipes when it exits.
  for (const child of children) child.on('close', (code) => !stopping && process.exit(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      stopping = true;
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
      const exited = running.map((child) => new Promise((resolve) => child.once('close', resolve)));
      for (const child of running) child.kill('SIGTERM');
      await Promise.all(exited);
      process.exit(0);
    });
  }
}
