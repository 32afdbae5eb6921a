import { Readable } from 'node:stream';
import { camelizeKeys, snakeizeKeys, snakeizeSearchParams, toSnakeKey } from './case';
import { MAX_BODY_BYTES, PayloadTooLargeError, ReplayableBody, limitBytes, readLimitedText } from './body';
import { MultipartError, multipartBoundary, renameMultipartFields } from './multipart';
import {
  ACCESS_DENIED,
  MUTATING_METHODS,
  checkProxyPath,
  decideAccess,
  isSameOriginRequest,
  pickRequestHeaders,
  pickResponseHeaders,
  type Role,
} from './proxy-rules';
import { refreshSession } from './refresh';
import {
  NO_STORE,
  SESSION_COOKIE,
  clearSessionCookie,
  isHttpsRequest,
  readCookie,
  sessionLifetimeMs,
  sessionSetCookie,
  unsealSession,
  type SessionData,
} from './session';
import { SESSION_ENDED_HEADER } from './api/session-ended';
import {
  UPSTREAM_MESSAGES,
  UpstreamError,
  isJsonContentType,
  upstreamFetch,
  upstreamUrl,
  type UpstreamBody,
  type UpstreamResponse,
} from './upstream';

/** The BFF proxy: one browser call under /dashboard/v1 in, one upstream call (or two) out. */

function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set('content-type', 'application/json; charset=utf-8');
  response.headers.set('cache-control', NO_STORE);
  return response;
}

const fail = (status: number, error: string, headers?: HeadersInit) => json(status, { error, data: {} }, headers);

interface Call {
  request: Request;
  method: string;
  segments: string[];
  role: Role;
  /** Path relative to /dashboard/v1, percent-encoded as received. */
  path: string;
  query: URLSearchParams;
  session: SessionData | null;
  secure: boolean;
}

/** Builds the upstream body once; `send()` returns what to send on each attempt. */
async function prepareBody(request: Request): Promise<{ send: () => UpstreamBody; contentType?: string } | Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return fail(413, 'Слишком большой запрос: не более 10 МБ');
  if (!request.body) return { send: () => undefined };
  const contentType = request.headers.get('content-type') ?? '';
  const source = request.body as unknown as AsyncIterable<Uint8Array>;
  if (isJsonContentType(contentType)) {
    const text = await readLimitedText(source, MAX_BODY_BYTES);
    if (!text.trim()) return { send: () => undefined };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail(400, 'Некорректный JSON в теле запроса');
    }
    const body = JSON.stringify(snakeizeKeys(parsed));
    return { send: () => body, contentType: 'application/json' };
  }
  const boundary = multipartBoundary(contentType);
  const limited = limitBytes(source, MAX_BODY_BYTES);
  const replayable = new ReplayableBody(boundary ? renameMultipartFields(limited, boundary, toSnakeKey) : limited);
  return { send: () => Readable.from(replayable.read(), { objectMode: false }) };
}

function upstreamHeaders(call: Call, contentType?: string): Record<string, string> {
  const headers = pickRequestHeaders(call.request.headers);
  if (contentType) headers['content-type'] = contentType;
  if (call.session) headers.authorization = `${call.session.tokenType} ${call.session.accessToken}`;
  return headers;
}

/** Defence in depth: no token-shaped field ever leaves the BFF, whatever the upstream sends. */
function withoutTokens(body: unknown): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    delete (data as Record<string, unknown>).accessToken;
    delete (data as Record<string, unknown>).refreshToken;
  }
  return body;
}

async function toBrowserResponse(upstream: UpstreamResponse): Promise<Response> {
  const headers = pickResponseHeaders(upstream.headers);
  headers.set('cache-control', NO_STORE);
  const status = upstream.statusCode;
  if (status === 204 || status === 304) {
    await upstream.body.dump();
    return new Response(null, { status, headers });
  }
  if (isJsonContentType(upstream.headers['content-type'])) {
    const text = await upstream.body.text();
    let body = '';
    try {
      body = text ? JSON.stringify(withoutTokens(camelizeKeys(JSON.parse(text)))) : '';
    } catch {
      // Says JSON but is not: the screen gets an error it can show instead of a parse failure.
      return fail(502, UPSTREAM_MESSAGES.malformed);
    }
    return new Response(body, { status, headers });
  }
  const length = upstream.headers['content-length'];
  if (typeof length === 'string') headers.set('content-length', length);
  return new Response(Readable.toWeb(upstream.body) as ReadableStream, { status, headers });
}

/** auth/complete: the token goes into the cookie; the browser gets only the user and the flag. */
async function completeLogin(call: Call, upstream: UpstreamResponse): Promise<Response> {
  let body: { data?: Record<string, unknown> };
  try {
    body = camelizeKeys(JSON.parse((await upstream.body.text()) || '{}'));
  } catch {
    return fail(502, UPSTREAM_MESSAGES.malformed);
  }
  const data = body.data ?? {};
  const user = (data.user ?? {}) as { name?: unknown; step?: unknown };
  if (typeof data.accessToken !== 'string' || !data.accessToken) {
    return fail(502, 'Сервер не выдал токен доступа. Попробуйте войти ещё раз');
  }
  const isAdmin = call.role === 'admin';
  const expiresIn = typeof data.expiresIn === 'number' && data.expiresIn > 0 ? data.expiresIn : 1;
  const session: SessionData = {
    accessToken: data.accessToken,
    tokenType: typeof data.tokenType === 'string' && data.tokenType ? data.tokenType : 'Bearer',
    expiresAt: Date.now() + sessionLifetimeMs(expiresIn),
    user: {
      name: typeof user.name === 'string' ? user.name : isAdmin ? 'Admin' : '',
      step: user.step === undefined || user.step === null ? null : String(user.step),
    },
    isAdmin,
  };
  return json(
    200,
    { data: { user: session.user, isAdmin } },
    { 'set-cookie': await sessionSetCookie(session, { secure: call.secure }) },
  );
}

async function send(call: Call, body: { send: () => UpstreamBody; contentType?: string }): Promise<UpstreamResponse> {
  return upstreamFetch({
    method: call.method,
    url: upstreamUrl(call.path, call.query),
    headers: upstreamHeaders(call, body.contentType),
    body: body.send(),
    signal: call.request.signal,
  });
}

async function forward(call: Call): Promise<Response> {
  const body = await prepareBody(call.request);
  if (body instanceof Response) return body;

  let upstream = await send(call, body);
  let renewed: SessionData | null = null;
  if (upstream.statusCode === 401 && call.session) {
    await upstream.body.dump();
    renewed = await refreshSession(call.session);
    if (!renewed) {
      return fail(401, 'Сессия истекла. Войдите снова', {
        'set-cookie': clearSessionCookie({ secure: call.secure }),
        [SESSION_ENDED_HEADER]: call.role,
      });
    }
    upstream = await send({ ...call, session: renewed }, body);
  }

  const tail = call.segments.slice(1).join('/');
  const ok = upstream.statusCode >= 200 && upstream.statusCode < 300;
  if (call.method === 'POST' && tail === 'auth/complete' && ok) return completeLogin(call, upstream);

  let response = await toBrowserResponse(upstream);
  if (call.method === 'GET' && tail === 'logout') {
    response.headers.append('set-cookie', clearSessionCookie({ secure: call.secure }));
    return response;
  }
  const session = renewed ?? call.session;
  if (session && ok && call.method === 'PUT' && call.role === 'chief' && tail === 'profile/step') {
    // The guard reads the onboarding step from the session: keep it in step with the upstream.
    const text = await response.text();
    const step = (JSON.parse(text || '{}') as { data?: { step?: unknown } }).data?.step;
    response = new Response(text, response);
    if (step !== undefined && step !== null) renewed = { ...session, user: { ...session.user, step: String(step) } };
  }
  if (renewed) response.headers.append('set-cookie', await sessionSetCookie(renewed, { secure: call.secure }));
  return response;
}

function errorResponse(error: unknown, call: Call): Response {
  if (error instanceof PayloadTooLargeError) return fail(413, 'Слишком большой запрос: не более 10 МБ');
  if (error instanceof MultipartError) return fail(400, 'Некорректное тело запроса multipart/form-data');
  if (error instanceof UpstreamError) {
    // 499 as nginx does: nobody is listening any more.
    if (error.kind === 'aborted') return fail(499, 'Запрос отменён');
    if (error.cause instanceof PayloadTooLargeError) return fail(413, 'Слишком большой запрос: не более 10 МБ');
    return fail(error.kind === 'timeout' ? 504 : 502, UPSTREAM_MESSAGES[error.kind]);
  }
  console.error(`[bff] ${call.method} /dashboard/v1/${call.path} failed`, error);
  return fail(500, 'Внутренняя ошибка сервера. Попробуйте позже');
}

function rawPathOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

export async function handleProxy(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  // Checked on the raw string: URL parsing would already have resolved '..' and '\\'.
  const checked = checkProxyPath(rawPathOf(request.url));
  if (!checked.ok) return fail(400, 'Некорректный адрес запроса');
  if (MUTATING_METHODS.has(method) && !isSameOriginRequest(request.headers)) return fail(403, ACCESS_DENIED);

  const session = await unsealSession(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  const access = decideAccess(method, checked.segments, session);
  if (access.kind === 'deny') {
    if (access.status === 401 && method === 'GET' && checked.segments[1] === 'logout') {
      // Signing out without a valid session still clears whatever cookie is left.
      return json(200, { data: null }, { 'set-cookie': clearSessionCookie({ secure: isHttpsRequest(request) }) });
    }
    return fail(access.status, access.error, access.status === 401 ? { [SESSION_ENDED_HEADER]: access.role } : undefined);
  }
  const call: Call = {
    request,
    method,
    segments: checked.segments,
    role: access.role,
    // Segments are still percent-encoded as the browser sent them, and checked above.
    path: checked.segments.join('/'),
    query: snakeizeSearchParams(url.searchParams),
    // Public auth calls carry no token, even when a session exists.
    session: access.kind === 'session' ? session : null,
    secure: isHttpsRequest(request),
  };
  try {
    return await forward(call);
  } catch (error) {
    return errorResponse(error, call);
  }
}
