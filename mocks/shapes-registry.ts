/**
 * Which shape variants (mocks/shapes.ts) answer a request: those of `DEMO_SHAPES` for every
 * answer, plus those chosen for the signed-in user of the request (`POST /__demo/shapes`), so
 * one e2e test can see the variants while other tests, as other users, see the usual shapes.
 * Kept in memory only.
 */
import { findToken } from './credentials';
import { bearerToken } from './http';
import { parseVariants, reshape, shapesApplyTo, type ShapeVariant } from './shapes';
import { getDb } from './store';

const byUser = new Map<string, ShapeVariant[]>();
/** Narrower: one session (access token) of a user, so parallel tests as the same user do not see each other's variants. */
const byToken = new Map<string, ShapeVariant[]>();

/** `variants` for the answers to this user's requests (by e-mail, any role); an empty list clears them. */
export function setUserShapes(email: string, variants: readonly ShapeVariant[]): void {
  const key = email.trim().toLowerCase();
  if (variants.length === 0) byUser.delete(key);
  else byUser.set(key, [...variants]);
}

/** `variants` for the answers to requests made with this access token only; an empty list clears them. */
export function setTokenShapes(token: string, variants: readonly ShapeVariant[]): void {
  if (variants.length === 0) byToken.delete(token);
  else byToken.set(token, [...variants]);
}

/**
 * Clears one user's variants (those set by e-mail and those of the user's tokens), one token's,
 * or everyone's; returns how many selections were removed.
 */
export function clearUserShapes(email?: string | null, token?: string | null): number {
  if (token) return byToken.delete(token) ? 1 : 0;
  if (!email) {
    const count = byUser.size + byToken.size;
    byUser.clear();
    byToken.clear();
    return count;
  }
  const user = getDb().users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
  let removed = byUser.delete(email.trim().toLowerCase()) ? 1 : 0;
  for (const value of [...byToken.keys()]) {
    if (user && findToken(value)?.user_id === user.id) removed += byToken.delete(value) ? 1 : 0;
  }
  return removed;
}

let envText: string | undefined;
let envVariants: ShapeVariant[] = [];

/** DEMO_SHAPES, read when it changes; an unknown name stops the demo upstream (thrown). */
export function envShapes(): ShapeVariant[] {
  const text = process.env.DEMO_SHAPES ?? '';
  if (text !== envText) {
    const parsed = parseVariants(text);
    if ('error' in parsed) throw new Error(`DEMO_SHAPES: ${parsed.error}`);
    envText = text;
    envVariants = parsed.variants;
  }
  return envVariants;
}

/**
 * The live order watcher's poll of a company's newest orders (lib/server/live/hub.ts): it runs
 * with the token of whichever session of the company opened a screen last, so a user's own
 * variants would reach the live events of every other user of that company (other e2e specs).
 * Only DEMO_SHAPES reshapes it.
 */
function isLiveWatcherPoll(method: string, url: URL): boolean {
  return (
    method === 'GET' &&
    /\/chief\/market\/orders\/?$/.test(url.pathname) &&
    url.searchParams.get('sort') === '-created_at' &&
    url.searchParams.get('per_page') === '50'
  );
}

function userShapes(authorization: string | null): ShapeVariant[] {
  if ((byUser.size === 0 && byToken.size === 0) || !authorization) return [];
  const value = bearerToken(new Request('http://x', { headers: { authorization } }));
  if (!value) return [];
  const own = byToken.get(value) ?? [];
  const token = byUser.size > 0 ? findToken(value) : undefined;
  const user = token && getDb().users.find((u) => u.id === token.user_id);
  const mine = (user && byUser.get(user.email.toLowerCase())) ?? [];
  return mine.length === 0 ? own : [...new Set([...mine, ...own])];
}

/** The variants answering this request; none for paths shapes never apply to. */
export function shapesFor(method: string, url: URL, authorization: string | null): ShapeVariant[] {
  if (!shapesApplyTo(url.pathname)) return [];
  const global = envShapes();
  const own = isLiveWatcherPoll(method, url) ? [] : userShapes(authorization);
  if (own.length === 0) return global;
  return [...new Set([...global, ...own])];
}

/**
 * The handler's answer reshaped for this request, when it is JSON and variants apply; any other
 * answer is returned as it is. (A selection of DEMO_SHAPES and a user's may hold a conflicting
 * pair; `reshape` then applies both in its fixed order.)
 */
export async function reshapeAnswer(request: { method: string; url: URL; authorization: string | null }, response: Response): Promise<Response> {
  if (!/^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const variants = shapesFor(request.method, request.url, request.authorization);
  if (variants.length === 0) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  const reshaped = JSON.stringify(reshape(body, variants, { method: request.method, path: request.url.pathname, timeZone: process.env.DEMO_TIME_ZONE || 'Europe/Moscow' }));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(reshaped, { status: response.status, statusText: response.statusText, headers });
}
