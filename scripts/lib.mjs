// Shared by scripts/demo.mjs and scripts/dev.mjs: start the demo upstream and wait for ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

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
  for (const child of children) child.on('exit', (code) => !stopping && process.exit(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      stopping = true;
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
      const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of running) child.kill('SIGTERM');
      await Promise.all(exited);
      process.exit(0);
    });
  }
}
