/** Response envelopes and request helpers in the upstream's own format (§7, §8). */
import { HttpResponse, type JsonBodyType } from 'msw';
import { findToken, isExpired } from './credentials';
import { getDb } from './store';
import type { Role, UserRecord } from './types';

export const DEFAULT_PER_PAGE = 15;
const MAX_PER_PAGE = 100;

export interface Pagination {
  total: number;
  total_pages: number;
  current_page: number;
  per_page: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export function ok(data: JsonBodyType, init?: ResponseInit): Response {
  return HttpResponse.json({ data }, init);
}

export function fail(status: number, error: string, data: Record<string, string[]> = {}): Response {
  return HttpResponse.json({ error, data }, { status });
}

/** Page and page size from the query; nonsense falls back to the defaults instead of failing. */
export function pageParams(url: URL): { page: number; perPage: number } {
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const perPage = Number.parseInt(url.searchParams.get('per_page') ?? '', 10);
  return {
    page: page >= 1 ? page : 1,
    perPage: perPage >= 1 ? Math.min(perPage, MAX_PER_PAGE) : DEFAULT_PER_PAGE,
  };
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    pagination: {
      total: items.length,
      // Like the upstream's framework: an empty list still has one (empty) page.
      total_pages: Math.max(1, Math.ceil(items.length / perPage)),
      current_page: page,
      per_page: perPage,
    },
  };
}

/** The list envelope: `{ data: { data: [...], pagination } }`. */
export function list<T extends JsonBodyType>(items: readonly T[], page: number, perPage: number): Response {
  return ok(paginate(items, page, perPage));
}

/**
 * The JSON body as an object. An empty body reads as `{}`, so the field checks answer with
 * their own 422 messages; a body that is not a JSON object is a 422 by itself.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail(422, 'Некорректный JSON в теле запроса');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw fail(422, 'Тело запроса должно быть JSON-объектом');
  }
  return parsed as Record<string, unknown>;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export const UNAUTHORIZED = 'Необходима авторизация';
export const TOKEN_EXPIRED = 'Срок действия токена истёк';
export const FORBIDDEN = 'Доступ запрещён';
export const USER_NOT_FOUND = 'Пользователь не найден';

/**
 * The signed-in user of the request for that role. Failures are thrown as responses (msw sends
 * a thrown Response as is): 401 without a live token, 403 for a token of the other role.
 */
export function authenticate(request: Request, role: Role): UserRecord {
  const value = bearerToken(request);
  const token = value ? findToken(value) : undefined;
  const user = token && getDb().users.find((u) => u.id === token.user_id);
  if (!token || token.revoked || !user) throw fail(401, UNAUTHORIZED);
  if (isExpired(token)) throw fail(401, TOKEN_EXPIRED);
  if (token.role !== role) throw fail(403, FORBIDDEN);
  return user;
}
