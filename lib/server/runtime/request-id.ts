import 'server-only';
import http from 'node:http';
import { requestIdFrom, runWithRequestId } from './log';

/**
 * Gives every request the Node server receives an `x-request-id` (the balancer's or the
 * browser's when well formed, else a new UUID), answers with it, and runs the request inside
 * it: every log line of that request, pages and route handlers alike, carries it as
 * `requestId`, and the upstream client sends it on (lib/server/upstream/fetch.ts).
 */

export const REQUEST_ID_HEADER = 'x-request-id';

const INSTALLED = Symbol.for('bo.request-id-hook');

export function installRequestIds(): void {
  const proto = http.Server.prototype as unknown as Record<symbol, boolean> & { emit: (...args: unknown[]) => boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: unknown, ...args: unknown[]): boolean {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    return runWithRequestId(requestId, () => emit.call(this, event, ...args));
  };
}
