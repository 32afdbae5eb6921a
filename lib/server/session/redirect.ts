import 'server-only';
import { NO_STORE } from './cookie';

/**
 * A 303 to a path on our own origin that also sets or clears the session cookie. The Location
 * is relative on purpose: the browser resolves it against the origin it is on, whatever host
 * name the server believes it has behind a proxy.
 */
export function guardRedirect(path: string, setCookie: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: path,
      'set-cookie': setCookie,
      'cache-control': NO_STORE,
    },
  });
}
