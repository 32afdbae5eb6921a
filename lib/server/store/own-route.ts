import 'server-only';
import { KeyCollisionError } from '../../format/case';
import { SESSION_ENDED_HEADER } from '../../api/session-ended';
import { ACCESS_DENIED, SIGNED_OUT, isSameOriginRequest } from '../proxy/rules';
import { JsonSyntaxError, convertJsonKeys } from '../proxy/json-key-stream';
import { NO_STORE, readSessionCookie, unsealSession, type SessionData } from '../session/cookie';
import { actorOf, type Actor } from './actor';

/**
 * The BFF's own API (`/dashboard/own/…`: order notes, saved views, sessions, the activity log):
 * data this BFF keeps in its store, not the upstream's. Every handler gets the signed-in actor;
 * a change must come from our own pages (same origin), a body is JSON read once into its
 * canonical form (camelCase keys, two keys that become one refused), and answers use the
 * upstream's envelope (`{ data }`, `{ error, data }`) so the browser's client reads them alike.
 */
export interface OwnRequest {
  request: Request;
  session: SessionData;
  actor: Actor;
  /** The body's canonical value (camelCase keys); undefined for a GET or an empty body. */
  body: unknown;
}

export const OWN_BODY_LIMIT = 64 * 1024;

export function ok(data: unknown, status = 200): Response {
  return Response.json({ data }, { status, headers: { 'cache-control': NO_STORE } });
}

export function fail(status: number, error: string, data: unknown = {}, headers: Record<string, string> = {}): Response {
  return Response.json({ error, data }, { status, headers: { 'cache-control': NO_STORE, ...headers } });
}

type Who = 'chief' | 'admin' | 'any';

/** Wraps a handler: same-origin changes, a session of the right role, and the canonical body. */
export function ownRoute(who: Who, handler: (own: OwnRequest) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOriginRequest(request.headers, request.url)) {
      return fail(403, ACCESS_DENIED);
    }
    const session = await unsealSession(readSessionCookie(request));
    if (!session) return fail(401, SIGNED_OUT, {}, { [SESSION_ENDED_HEADER]: who === 'admin' ? 'admin' : 'chief' });
    if (who !== 'any' && session.isAdmin !== (who === 'admin')) return fail(403, ACCESS_DENIED);
    const body = await readBody(request);
    if (body instanceof Response) return body;
    return handler({ request, session, actor: await actorOf(session), body });
  };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength === 0) return undefined;
  if (bytes.byteLength > OWN_BODY_LIMIT) return fail(413, 'Слишком большой запрос');
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return fail(415, 'Ожидается JSON');
  try {
    const converted = convertJsonKeys(bytes, { to: 'camel', uniqueKeys: true });
    return JSON.parse(Buffer.from(converted.buffer, converted.byteOffset, converted.byteLength).toString('utf8')) as unknown;
  } catch (error) {
    if (error instanceof KeyCollisionError) return fail(400, `Некорректный запрос: поле «${error.key}» указано дважды`);
    if (error instanceof JsonSyntaxError || error instanceof SyntaxError) return fail(400, 'Некорректный JSON в теле запроса');
    throw error;
  }
}
