import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { waitFor } from './instances';

/**
 * A switchable stand-in for the upstream: it relays to the demo upstream, or fails the way a
 * real one does — refuses connections (down), never answers (hang), answers broken JSON, or
 * answers 401 to every signed-in call (an expired token), or trickles a signed-in call's body a
 * byte at a time, each gap shorter than the app's idle timeout, without ever finishing it.
 */
export type FaultMode = 'up' | 'down' | 'hang' | 'malformed' | 'expired' | 'trickle';

/** Gap between the trickled bytes: well inside the idle timeout e2e/faults.spec.ts sets (1.5 s). */
const TRICKLE_GAP_MS = 300;

const PUBLIC_AUTH = /\/(login|auth\/complete|send-code)$/;

export async function startFaultRelay(target: string) {
  let mode: FaultMode = 'up';
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (mode === 'hang') return;
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"data": [{"id": 1,');
    }
    if (mode === 'trickle' && !PUBLIC_AUTH.test(path)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": "');
      const timer = setInterval(() => res.write('x'), TRICKLE_GAP_MS);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (mode === 'expired' && !PUBLIC_AUTH.test(path)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: 'Срок действия токена истёк', data: {} }));
    }
    const forward = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async set(next: FaultMode) {
      if (next === 'down' && mode !== 'down') {
        // Refused connections, and the pooled keep-alive ones cut, as when the process dies.
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
      } else if (next !== 'down' && mode === 'down') {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
      // Requests left hanging end now, like a restarted upstream's.
      if ((mode === 'hang' || mode === 'trickle') && next !== mode) for (const socket of sockets) socket.destroy();
      mode = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (mode !== 'down') await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A free port: taken from the system, then released. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A second production server of the same build, wired to the relay. */
export async function startApp(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // The Next binary itself (not npx), so stopping it stops the server.
  const app = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  // Until /healthz answers 200, not only until the port is open: a request that arrives before
  // the server's start-up hooks have run is answered 503 (a loaded CI run's sign-in met one).
  await waitFor(`http://127.0.0.1:${port}/healthz`, { name: `next start on ${port}`, child: app, output: [] }, 200, 60_000);
  return app;
}
