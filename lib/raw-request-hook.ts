import http from 'node:http';
import { RAW_HEADER, rawPathOf, stampValue } from './request-info';

/** Paths whose dot segments and broken escapes are refused here, before Next resolves them (issue 16 §3). */
const GUARDED_PREFIXES = ['/dashboard/v1/', '/session/'];
// A '.' or '..' segment, raw or percent-encoded ('%2e', '.%2E').
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

const INSTALLED = Symbol.for('merchant-backoffice.raw-request-hook');

/** An escape that is not UTF-8 ('%c0%ae') makes Next fail with 500 while decoding route params. */
function undecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function refuse(res: http.ServerResponse): void {
  const body = JSON.stringify({ error: 'Некорректный адрес запроса', data: {} });
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' });
  res.end(body);
}

/**
 * Stamps every request the Node server receives with its raw target, peer address and TLS flag
 * (see lib/request-info.ts), and answers 400 to a dot segment under the proxy or session routes.
 */
export function installRawRequestStamp(): void {
  const proto = http.Server.prototype as unknown as Record<symbol, boolean> & { emit: (...args: unknown[]) => boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: unknown, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const target = req.url ?? '';
      delete req.headers[RAW_HEADER];
      req.headers[RAW_HEADER] = stampValue({
        target,
        peer: req.socket?.remoteAddress ?? '',
        encrypted: !!(req.socket as { encrypted?: boolean } | undefined)?.encrypted,
      });
      const path = rawPathOf(target);
      if (GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix)) && (DOT_SEGMENT.test(path) || undecodable(path))) {
        refuse(res);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
}
