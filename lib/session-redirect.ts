import { NO_STORE } from './session';

/** A 303 to a path on our own origin that also sets or clears the session cookie. */
export function guardRedirect(requestUrl: URL, path: string, setCookie: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: new URL(path, requestUrl.origin).toString(),
      'set-cookie': setCookie,
      'cache-control': NO_STORE,
    },
  });
}
