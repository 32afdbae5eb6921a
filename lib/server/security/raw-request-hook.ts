import 'server-only';
import http from 'node:http';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED, isAllowedMethod } from '../proxy/rules';
import { RAW_HEADER, STAMP_HOOK_KEY, rawPathOf, stampValue } from './request-info';

/** Paths whose dot segments and broken escapes are refused here, before Next resolves them, so a path is checked in the form the upstream would see. */
const GUARDED_PREFIXES = ['/dashboard/v1/', '/session/'];
// A '.' or '..' segment, raw or percent-encoded ('%2e', '.%2E').
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/** An escape that is not UTF-8 ('%c0%ae') makes Next fail with 500 while decoding route params. */
function undecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * A target the app can route: a path ('/…') or an absolute URL ('http://host/…'). The
 * asterisk form ('*', meant for OPTIONS to the server itself) and anything else made Next
 * fail with 500.
 */
function routable(target: string): boolean {
  if (!target.startsWith('/') && !/^https?:\/\/[^/?#]+(\/|$)/i.test(target)) return false;
  try {
    new URL(target, 'http://localhost');
    return true;
  } catch {
    return false;
  }
}

function refuse(res: http.ServerResponse, status = 400, error = 'Некорректный адрес запроса', headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ error, data: {} });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', ...headers });
  res.end(body);
}

/**
 * Stamps every request the Node server receives with its raw target, peer address and TLS flag
 * (see lib/server/security/request-info.ts), and answers 400 to a dot segment under the proxy or session routes
 * or to a target that is no path, 405 to a method the app does not serve (TRACE…).
 */
export function installRawRequestStamp(): void {
  const proto = http.Server.prototype as unknown as Record<symbol, boolean> & { emit: (...args: unknown[]) => boolean };
  if (proto[STAMP_HOOK_KEY]) return;
  proto[STAMP_HOOK_KEY] = true;
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
      if (!isAllowedMethod(req.method ?? '')) {
        refuse(res, 405, METHOD_NOT_ALLOWED, { allow: ALLOWED_METHODS });
        return true;
      }
      if (!routable(target)) {
        refuse(res);
        return true;
      }
      const path = rawPathOf(target);
      if (GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix)) && (DOT_SEGMENT.test(path) || undecodable(path))) {
        refuse(res);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
}
