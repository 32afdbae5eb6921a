import 'server-only';
import { actorOf, type Actor } from '../actor';
import { instanceId } from '../../runtime/log';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, unsealSession, type SessionData } from '../../session/cookie';
import { resourceLabel, resourceOf } from '../../../audit/resources';
import { redactFields } from './redact';
import { recordChange, type AuditRow } from './recorder';

/**
 * Where the trail is fed: the proxy's mutating calls (and the sign-in and sign-out), the CSV
 * exports and the session routes each call one function here after they have their answer.
 * Everything slow — the actor's tenant (read once per session upstream), the error text of
 * a failed answer, the redaction — happens in the recorder's background work, never before
 * the answer leaves.
 */

export interface ChangeFacts {
  method: string;
  /** The upstream path without its role prefix or query (`market/orders/7/item`). */
  path: string;
  role: 'chief' | 'admin';
  session: SessionData | null;
  /** The fields sent: the canonical JSON, or `{ parts: [...] }` for a multipart body. */
  fields?: unknown;
  status: number;
  /** Read from the answer later, when it failed. */
  answer?: Response;
  requestId?: string | null;
  /** Overrides the label made from the path and fields (an export names its list). */
  label?: string;
  at?: string;
}

const MAX_ERROR_TEXT = 300;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The `error` of a failed JSON answer when it is short, else «Ошибка 502». Reads a clone. */
async function errorText(status: number, answer: Response | undefined): Promise<string | null> {
  if (status < 400) return null;
  const fallback = `Ошибка ${status}`;
  if (!answer || !/json/i.test(answer.headers.get('content-type') ?? '')) return fallback;
  try {
    const text = await answer.text();
    if (text.length > 16 * 1024) return fallback;
    const error = (JSON.parse(text) as { error?: unknown }).error;
    return typeof error === 'string' && error && error.length <= MAX_ERROR_TEXT ? error : fallback;
  } catch {
    return fallback;
  }
}

async function actorFor(facts: ChangeFacts): Promise<Actor> {
  if (facts.session) {
    try {
      return await actorOf(facts.session);
    } catch {
      // Falls through to what the session itself says.
    }
  }
  const session = facts.session;
  return {
    role: facts.role,
    userKey: session?.uid ?? null,
    userName: session?.user.name || (facts.role === 'admin' ? 'Admin' : 'Неизвестный пользователь'),
    tenant: null,
    sid: session?.sid ?? null,
  };
}

/** The stored row of a change. */
export async function auditRow(facts: ChangeFacts): Promise<AuditRow> {
  const [actor, error] = await Promise.all([actorFor(facts), errorText(facts.status, facts.answer)]);
  const resource = resourceOf(facts.path);
  const fields = facts.fields === undefined || facts.fields === null ? null : JSON.stringify(redactFields(facts.fields));
  return {
    at: facts.at ?? new Date().toISOString(),
    tenant: actor.tenant,
    user_key: actor.userKey,
    user_name: actor.userName,
    role: actor.role,
    session_id: actor.sid,
    method: facts.method,
    path: facts.path.slice(0, 500),
    resource_type: resource.type,
    resource_id: resource.id,
    label: facts.label ?? resourceLabel(resource.name, resource.id, facts.fields),
    fields,
    status: facts.status,
    error,
    instance: instanceId(),
    request_id: facts.requestId?.slice(0, 200) ?? null,
  };
}

/** Queues the change; returns at once. */
export function recordFacts(facts: ChangeFacts): void {
  // The entry's time is the answer's, not the write's.
  recordChange(auditRow({ ...facts, at: facts.at ?? new Date().toISOString() }));
}

/** The session a sign-in's answer sets (the call itself came without one). */
async function sessionSetBy(response: Response): Promise<SessionData | null> {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE) return unsealSession(pair.slice(at + 1));
  }
  return null;
}

export interface ProxiedCall {
  request: Request;
  method: string;
  /** The upstream path with its role prefix (`chief/banners/12`). */
  path: string;
  role: 'chief' | 'admin';
  session: SessionData | null;
  /** What the proxy sent: the canonical JSON of a whole JSON body, multipart field names. */
  sent?: unknown;
}

/**
 * A call through the proxy, once answered: recorded when it changes something (POST, PUT,
 * PATCH, DELETE with a session), and for the sign-in (`auth/complete`) and the sign-out.
 */
export function recordProxyCall(call: ProxiedCall, response: Response): void {
  const tail = call.path.split('/').slice(1).join('/');
  const signIn = tail === 'auth/complete';
  const signOut = tail === 'logout';
  if (!signIn && !signOut && !(call.session && MUTATING.has(call.method))) return;
  const facts: ChangeFacts = {
    method: call.method,
    path: tail,
    role: call.role,
    session: call.session,
    fields: call.sent,
    status: response.status,
    answer: response.status >= 400 ? response.clone() : undefined,
    requestId: call.request.headers.get('x-request-id'),
  };
  if (!signIn || response.status >= 400) return recordFacts(facts);
  const at = new Date().toISOString();
  recordChange(sessionSetBy(response).then((session) => auditRow({ ...facts, session, at })));
}

const EXPORT_NAMES: Record<string, string> = {
  orders: 'Заказы',
  products: 'Товары',
  kits: 'Комплекты',
  categories: 'Категории',
  clients: 'Клиенты',
  shops: 'Магазины',
  news: 'Новости',
  companies: 'Компании',
  activity: 'Журнал действий',
  'admin-activity': 'Журнал действий',
};

/** A CSV export (its filter is in the fields), once its first page was read or failed. */
export function recordExport(request: Request, session: SessionData, list: string, status: number, error?: string): void {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  recordFacts({
    method: 'GET',
    path: `export/${list}`,
    role: session.isAdmin ? 'admin' : 'chief',
    session,
    fields: Object.keys(query).length > 0 ? query : undefined,
    status,
    answer: error ? Response.json({ error }, { status }) : undefined,
    requestId: request.headers.get('x-request-id'),
    label: `Выгрузка «${EXPORT_NAMES[list] ?? list}»`,
  });
}

/** «Выйти» (`end`) or «Выйти на всех устройствах» (`end-all`) through the session routes. */
export function recordSessionEnd(request: Request, session: SessionData, kind: 'end' | 'end-all'): void {
  recordFacts({
    method: request.method,
    path: `session/${kind}`,
    role: session.isAdmin ? 'admin' : 'chief',
    session,
    status: 200,
    requestId: request.headers.get('x-request-id'),
    label: kind === 'end' ? 'Выход' : 'Выход на всех устройствах',
  });
}
