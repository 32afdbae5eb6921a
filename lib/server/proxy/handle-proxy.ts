import 'server-only';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { KeyCollisionError, camelizeKeys, toSnakeKey } from '../../format/case';
import { jsonToBrowser, prepareJsonBody } from './json-body';
import { CONDITIONAL_HEADERS, isMediaGet, isNotModified, mediaCacheControl } from './media-cache';
import { JsonSyntaxError } from './json-key-stream';
import { MAX_BODY_BYTES, PayloadTooLargeError, ReplayableBody, hasBytes, limitBytes, requestBodyFormat } from './body';
import { MultipartError, renameMultipartFields } from './multipart';
import { pickRequestHeaders, pickResponseHeaders, type Role } from './rules';
import { checkEntry, collisionMessage, type CheckedCall, type Refusal } from './checks';
import { readEntry, type ProxyEntry } from './entry';
import { guardAuthCall, type Guarded } from '../security/auth-guard';
import { refreshSession } from '../session/refresh';
import { revokeSession, userKeyOf } from '../session/revocation';
import { withoutCountryDigit } from '../../format/phone';
import {
  NO_STORE,
  clearSessionCookie,
  newSessionId,
  expiresInOf,
  sessionLifetimeMs,
  sessionSetCookie,
  type SessionData,
} from '../session/cookie';
import { markChanged } from '../runtime/change-clock';
import { importGraceMs, importMarks, isOrderImport, whileImporting } from '../live/imports';
import { livePollMs } from '../live/watcher';
import { tenantOf } from '../store/actor';
import { recordProxyCall } from '../store/audit/hooks';
import { sessionEnded, sessionSeen, sessionSignedIn } from '../store/sessions/hooks';
import { paths } from '../../paths';
import { SESSION_ENDED_HEADER } from '../../api/session-ended';
import { ApiError } from '../../api/api-error';
import { logLine } from '../runtime/log';
import { accessLogHook, durationMetricHook, pathTemplate, type AccessFacts } from '../runtime/access-log';
import { afterResponse, type Hook } from '../runtime/after-response';
import {
  UPSTREAM_MESSAGES,
  Deadline,
  UpstreamError,
  isJsonContentType,
  readUpstreamText,
  upstreamFetch,
  upstreamUrl,
  type UpstreamBody,
  type UpstreamResponse,
} from '../upstream/fetch';

export { QUERY_NOT_TAKEN, collisionMessage } from './checks';

/** The BFF proxy: one browser call under /dashboard/v1 in, one upstream call (or two) out. */

function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set('content-type', 'application/json; charset=utf-8');
  response.headers.set('cache-control', NO_STORE);
  return response;
}

const fail = (status: number, error: string, headers?: HeadersInit) => json(status, { error, data: {} }, headers);

export const JSON_EXPECTED = 'Неподдерживаемый формат запроса: ожидается JSON';
export const JSON_OR_FORM_EXPECTED = 'Неподдерживаемый формат запроса: ожидается JSON или multipart/form-data';
/** One call's working state from the checks on: what it forwards, and what the after-response hooks read. */
interface Call {
  entry: ProxyEntry;
  request: Request;
  method: string;
  segments: string[];
  role: Role;
  /** Path relative to /dashboard/v1, each segment encoded once. */
  path: string;
  isLogout: boolean;
  query: URLSearchParams;
  session: SessionData | null;
  secure: boolean;
  /** One total deadline for every upstream attempt of this call and the body the BFF reads. */
  deadline: Deadline;
  /** What was sent, for the audit trail: the canonical JSON, or the multipart field names. */
  sent?: unknown;
  /** A signed-in mutating call the upstream answered 2xx: the change clock moves (after the answer). */
  changed?: boolean;
}

interface PreparedBody {
  send: () => UpstreamBody;
  contentType?: string;
  /**
   * The canonical request (snake_case keys, each once) whose serialisation is exactly what
   * `send()` sends: the auth guard reads its phone and e-mail here, never the browser's text.
   */
  json?: Record<string, unknown>;
  /** The field names of a multipart body, filled in as it streams upstream. */
  parts?: string[];
}

/**
 * Builds the upstream body once; `send()` returns what to send on each attempt. Only the bodies
 * the proxy can read go on (lib/server/proxy/body.ts): JSON and, signed in, multipart; any other
 * non-empty body is 415. A JSON body up to HEAD_BYTES (any size with `whole`: the public auth
 * calls, whose guard reads it) is held as its canonical form; a longer one is converted as it
 * streams, so it is never held whole. Either way two keys that become one upstream are refused with 400.
 */
async function prepareBody(request: Request, whole: boolean): Promise<PreparedBody | Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return fail(413, 'Слишком большой запрос: не более 10 МБ');
  if (!request.body) return { send: () => undefined };
  const source = request.body as unknown as AsyncIterable<Uint8Array>;
  const format = requestBodyFormat(request.headers.get('content-type'));
  if (format.kind === 'json') {
    const prepared = await prepareJsonBody(source, { limit: MAX_BODY_BYTES, tooLarge: () => new PayloadTooLargeError(), whole });
    if (prepared.kind === 'empty') return { send: () => undefined };
    if (prepared.kind === 'malformed') return fail(400, 'Некорректный JSON в теле запроса');
    if (prepared.kind === 'collision') return fail(400, collisionMessage({ key: prepared.key, where: 'field' }));
    if (prepared.kind === 'stream') {
      const replayable = new ReplayableBody(prepared.body);
      return { send: () => Readable.from(replayable.read(), { objectMode: false }), contentType: 'application/json' };
    }
    const body = Buffer.from(prepared.body.buffer, prepared.body.byteOffset, prepared.body.byteLength);
    const value = prepared.value;
    const json = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    return { send: () => body, contentType: 'application/json', json };
  }
  // The guard of a public auth call reads JSON only, so a form goes no further there.
  if (format.kind === 'multipart' && !whole) {
    const parts: string[] = [];
    const rename = (name: string) => (parts.length < 100 && !parts.includes(name) && parts.push(name), toSnakeKey(name));
    const replayable = new ReplayableBody(renameMultipartFields(limitBytes(source, MAX_BODY_BYTES), format.boundary, rename));
    return { send: () => Readable.from(replayable.read(), { objectMode: false }), parts };
  }
  // Nothing here read it, while the upstream might (as JSON or as a form): refused unless empty.
  if (await hasBytes(source, MAX_BODY_BYTES)) return fail(415, whole ? JSON_EXPECTED : JSON_OR_FORM_EXPECTED);
  return { send: () => undefined };
}

function upstreamHeaders(call: Call, contentType?: string): Record<string, string> {
  const headers = pickRequestHeaders(call.request.headers);
  if (contentType) headers['content-type'] = contentType;
  if (call.session) headers.authorization = `${call.session.tokenType} ${call.session.accessToken}`;
  // A file the browser already holds can come back as 304, saving the download again; JSON never does.
  if (isMediaGet(call.method, call.segments)) {
    for (const name of CONDITIONAL_HEADERS) {
      const value = call.request.headers.get(name);
      if (value) headers[name] = value;
    }
  }
  return headers;
}

/** Files the browser may show inline from our origin: raster images only, which cannot run script. */
const INLINE_TYPES = /^image\/(png|jpeg|webp)\s*(;|$)/i;

/** Anything else (SVG, HTML, PDF, unknown) is a download, so it never runs as our page. */
function asAttachment(headers: Headers): void {
  const type = headers.get('content-type') ?? '';
  if (INLINE_TYPES.test(type)) return;
  const given = headers.get('content-disposition') ?? '';
  const filename = /;\s*filename\*?=.*$/i.exec(given)?.[0] ?? '';
  headers.set('content-disposition', `attachment${filename}`);
}

type ResponseContext = Pick<Call, 'deadline' | 'request' | 'method' | 'segments' | 'path'>;

async function toBrowserResponse(upstream: UpstreamResponse, { deadline, request, method, segments, path }: ResponseContext): Promise<Response> {
  const headers = pickResponseHeaders(upstream.headers);
  const media = isMediaGet(method, segments);
  const status = upstream.statusCode;
  headers.set('cache-control', media ? mediaCacheControl(path, status, headers, NO_STORE) : NO_STORE);
  // An upstream that ignores conditional requests still saves the browser the download.
  const notModified = media && status === 200 && isNotModified(request.headers, headers);
  if (status === 204 || status === 304 || notModified) {
    await upstream.body.dump();
    return new Response(null, { status: notModified ? 304 : status, headers });
  }
  if (isJsonContentType(upstream.headers['content-type'])) {
    // Keys are renamed as the bytes pass; no token-shaped field of `data` ever leaves the BFF.
    const response = await jsonToBrowser(upstream, { status, headers }, { deadline });
    // Says JSON but is not: the screen gets an error it can show instead of a parse failure.
    return response instanceof JsonSyntaxError ? fail(502, UPSTREAM_MESSAGES.malformed) : response;
  }
  const length = upstream.headers['content-length'];
  if (typeof length === 'string') headers.set('content-length', length);
  asAttachment(headers);
  // A file streams to the browser at its own pace: the idle timeout still applies, the deadline no longer.
  deadline.cancel();
  return new Response(Readable.toWeb(upstream.body) as ReadableStream, { status, headers });
}

/**
 * auth/complete: the token goes into the cookie; the browser gets only the user and the flag.
 * `identity` is the phone of the pending sign-in, the one the password step's upstream answer
 * named: the session's revocation key comes from what the upstream confirmed, not the body.
 */
async function completeLogin(call: Call, upstream: UpstreamResponse, extraCookies: string[], identity: string | undefined): Promise<Response> {
  let body: { data?: Record<string, unknown> };
  const text = await readUpstreamText(upstream, { deadline: call.deadline });
  try {
    body = camelizeKeys(JSON.parse(text || '{}'));
  } catch {
    return fail(502, UPSTREAM_MESSAGES.malformed);
  }
  const data = body.data ?? {};
  const user = (data.user ?? {}) as { name?: unknown; step?: unknown };
  if (typeof data.accessToken !== 'string' || !data.accessToken) {
    return fail(502, 'Сервер не выдал токен доступа. Попробуйте войти ещё раз');
  }
  const isAdmin = call.role === 'admin';
  const expiresIn = expiresInOf(data.expiresIn) ?? 1;
  const session: SessionData = {
    accessToken: data.accessToken,
    tokenType: typeof data.tokenType === 'string' && data.tokenType ? data.tokenType : 'Bearer',
    expiresAt: Date.now() + sessionLifetimeMs(expiresIn),
    user: {
      name: typeof user.name === 'string' ? user.name : isAdmin ? 'Admin' : '',
      step: user.step === undefined || user.step === null ? null : String(user.step),
    },
    isAdmin,
    sid: newSessionId(),
    uid: identity ? userKeyOf(call.role, withoutCountryDigit(identity)) : undefined,
    issuedAt: Date.now(),
  };
  const response = json(200, { data: { user: session.user, isAdmin } });
  response.headers.append('set-cookie', await sessionSetCookie(session, { secure: call.secure }));
  // For «Активные сеансы»; written in the background.
  void sessionSignedIn(session, call.request.headers);
  for (const cookie of extraCookies) response.headers.append('set-cookie', cookie);
  return response;
}

async function send(call: Call, body: PreparedBody): Promise<UpstreamResponse> {
  return upstreamFetch({
    method: call.method,
    url: upstreamUrl(call.path, call.query),
    headers: upstreamHeaders(call, body.contentType),
    body: body.send(),
    signal: call.request.signal,
    deadline: call.deadline,
  });
}

function tooManyOrForbidden(refusal: NonNullable<Guarded['refusal']>): Response {
  const seconds = refusal.retryAfterSeconds;
  return json(
    refusal.status,
    { error: refusal.error, data: seconds ? { retryAfter: seconds } : {} },
    seconds ? { 'retry-after': String(seconds) } : undefined,
  );
}

/** Public auth calls: the guard may refuse before the upstream, and adds cookies after it. */
async function forwardAuthCall(call: Call, body: PreparedBody): Promise<Response> {
  const tail = call.segments.slice(1).join('/');
  const guard = await guardAuthCall({
    role: call.role,
    tail,
    body: body.json ?? null,
    request: call.request,
    secure: call.secure,
    ip: call.entry.clientIp,
  });
  if (guard.refusal) return tooManyOrForbidden(guard.refusal);
  const upstream = await send(call, body);
  const ok = upstream.statusCode >= 200 && upstream.statusCode < 300;
  if (tail === 'auth/complete' && ok) {
    return completeLogin(call, upstream, (await guard.after?.(true, '')) ?? [], guard.identity);
  }
  const response = await toBrowserResponse(upstream, call);
  if (!guard.after) return response;
  const text = ok ? await response.clone().text() : '';
  for (const cookie of await guard.after(ok, text)) response.headers.append('set-cookie', cookie);
  return response;
}

async function forward(call: Call): Promise<Response> {
  const body = await prepareBody(call.request, !call.session);
  if (body instanceof Response) return body;
  call.sent = body.json ?? (body.parts && { parts: body.parts });
  if (!call.session) return forwardAuthCall(call, body);

  const tail = call.segments.slice(1).join('/');
  // An order import's orders are not announced one by one on the live feed (lib/server/live/imports.ts).
  const tenant = call.role === 'chief' && isOrderImport(call.method, tail) ? await tenantOf(call.session) : null;
  let upstream = tenant ? await whileImporting(importMarks(), tenant, importGraceMs(livePollMs()), () => send(call, body)) : await send(call, body);
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
    const retry = { ...call, session: renewed };
    upstream = tenant ? await whileImporting(importMarks(), tenant, importGraceMs(livePollMs()), () => send(retry, body)) : await send(retry, body);
  }

  const ok = upstream.statusCode >= 200 && upstream.statusCode < 300;

  let response = await toBrowserResponse(upstream, call);
  if (ok && call.method !== 'GET' && call.method !== 'HEAD') call.changed = true;
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

function errorResponse(error: unknown, call: Pick<Call, 'method' | 'path'>): Response {
  if (error instanceof PayloadTooLargeError) return fail(413, 'Слишком большой запрос: не более 10 МБ');
  if (error instanceof MultipartError) return fail(400, 'Некорректное тело запроса multipart/form-data');
  if (error instanceof KeyCollisionError) return fail(400, collisionMessage(error));
  if (error instanceof JsonSyntaxError) return fail(400, 'Некорректный JSON в теле запроса');
  if (error instanceof UpstreamError) {
    // 499 as nginx does: nobody is listening any more.
    if (error.kind === 'aborted') return fail(499, 'Запрос отменён');
    if (error.cause instanceof PayloadTooLargeError) return fail(413, 'Слишком большой запрос: не более 10 МБ');
    // A streamed request body that turned out not to be JSON (past the part read up front).
    if (error.cause instanceof JsonSyntaxError) return fail(400, 'Некорректный JSON в теле запроса');
    // A streamed JSON or multipart body with two names that become one: cut off before that name.
    if (error.cause instanceof KeyCollisionError) return fail(400, collisionMessage(error.cause));
    return fail(error.kind === 'timeout' ? 504 : 502, UPSTREAM_MESSAGES[error.kind]);
  }
  if (error instanceof ApiError && error.status === 502) return fail(502, error.error);
  logLine('error', 'proxy_failed', { method: call.method, path: pathTemplate(`/dashboard/v1/${call.path}`), err: error });
  return fail(500, 'Внутренняя ошибка сервера. Попробуйте позже');
}

/**
 * Logout always ends the session here, so a failed upstream logout never leaves the user signed in: the cookie is cleared whatever the
 * upstream answers, or when it cannot be reached; a navigation lands on the login page.
 */
async function logout(call: Call, ended: SessionData | null): Promise<Response> {
  let response = json(200, { data: null });
  // Any copy of this cookie is refused from now on, on every instance, whatever the upstream does.
  if (ended) await revokeSession(ended);
  if (ended) void sessionEnded(ended);
  if (call.session) {
    try {
      const upstream = await send(call, { send: () => undefined });
      await upstream.body.dump();
    } catch (error) {
      // Logged by the browser (§8); the local session ends regardless.
      response = errorResponse(error, call);
    }
  }
  if (call.entry.fetchMode === 'navigate') {
    response = new Response(null, {
      status: 303,
      headers: { location: call.role === 'admin' ? paths.adminLogin : paths.login, 'cache-control': NO_STORE },
    });
  }
  response.headers.append('set-cookie', clearSessionCookie({ secure: call.secure }));
  return response;
}

/** What the after-response hooks read of one answered call. */
interface Answered extends AccessFacts {
  entry: ProxyEntry;
  /** Set once the checks let the call through. */
  call: Call | null;
  refusal: Refusal | null;
  response: Response;
}

/**
 * The proxy's after-response hooks, in the order they run (docs/architecture.md, "The request
 * pipeline"): queued when the answer is ready, run on a microtask, each failure logged apart.
 */
export const PROXY_HOOKS: readonly Hook<Answered>[] = [
  {
    // Home's cached figures are stale once a change was saved here (lib/server/runtime/change-clock.ts).
    name: 'change_clock',
    run: ({ call }) => {
      if (call?.changed) markChanged();
    },
  },
  {
    // «Активные сеансы»: the session was used (written at most once a minute). Not for a call the request checks refused.
    name: 'session_seen',
    run: ({ entry, refusal }) => {
      if (entry.session && refusal?.stage !== 'request') void sessionSeen(entry.session, entry.request.headers, entry.clientIp);
    },
  },
  {
    // The audit trail: mutating calls, the sign-in and the sign-out (lib/server/store/audit).
    name: 'audit',
    run: ({ call, response }) => {
      if (call) recordProxyCall({ ...call, session: call.isLogout ? call.entry.session : call.session }, response);
    },
  },
  durationMetricHook,
  accessLogHook,
];

function refusalResponse(refusal: Refusal): Response {
  return fail(refusal.status, refusal.error, refusal.headers);
}

/**
 * The request pipeline: the entry value (entry.ts) → the checks (checks.ts) → the forward (or the
 * logout) → the after-response hooks (PROXY_HOOKS). Always answers; a hook never fails the answer.
 */
export async function handleProxy(request: Request): Promise<Response> {
  const startedAt = performance.now();
  const entry = await readEntry(request, startedAt);
  const checked = checkEntry(entry);
  let call: Call | null = null;
  let response: Response;
  if (!checked.ok) {
    response = refusalResponse(checked.refusal);
  } else {
    call = callOf(entry, checked.call);
    try {
      response = call.isLogout ? await logout(call, entry.session) : await forward(call);
    } catch (error) {
      response = errorResponse(error, call);
    } finally {
      call.deadline.cancel();
    }
  }
  afterResponse(PROXY_HOOKS, {
    entry,
    call,
    refusal: checked.ok ? null : checked.refusal,
    response,
    method: request.method,
    pathname: entry.pathname,
    status: response.status,
    startedAt,
    answeredAt: performance.now(),
  });
  return response;
}

function callOf(entry: ProxyEntry, checked: CheckedCall): Call {
  return {
    entry,
    request: entry.request,
    method: checked.method,
    segments: checked.segments,
    role: checked.role,
    path: checked.path,
    query: checked.query,
    session: checked.session,
    isLogout: checked.isLogout,
    secure: entry.secure,
    deadline: new Deadline(undefined, entry.request.signal),
  };
}
