/** What the demo upstream was asked, so e2e tests can check what the BFF sent (memory only). */
import { createHash } from 'node:crypto';

export const tokenSha = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  has_authorization: boolean;
  /** Whose token it carried (the user's e-mail), so a test counts its own account's calls among a parallel run's. */
  user?: string;
  /** The first 12 hex digits of the token's SHA-256: which sign-in's token it was, without the token. */
  token_sha?: string;
  /** The parsed JSON body, when there was one. */
  body?: unknown;
  /** A multipart body's fields as received: text values, and `file:<name>` for a file. */
  form?: Record<string, string | string[]>;
  at: string;
}

const LIMIT = 500;

let entries: RequestLogEntry[] = [];
let refreshCalls = 0;
/** Per user e-mail, so a test that counts its own account's refreshes is not disturbed by parallel tests. */
let refreshCallsByUser: Record<string, number> = {};
/** Token → owner's e-mail, kept after the store prunes a revoked token, so a refused refresh is still attributed. */
const tokenOwners = new Map<string, string>();

export function noteTokenOwner(token: string, email: string): void {
  if (tokenOwners.size >= 10_000) tokenOwners.delete(tokenOwners.keys().next().value as string);
  tokenOwners.set(token, email);
}

export function tokenOwner(token: string): string | undefined {
  return tokenOwners.get(token);
}

async function jsonBody(request: Request): Promise<unknown> {
  if (!/^application\/json/i.test(request.headers.get('content-type') ?? '')) return undefined;
  try {
    return JSON.parse(await request.clone().text());
  } catch {
    return undefined;
  }
}

async function formFields(request: Request): Promise<RequestLogEntry['form']> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return undefined;
  try {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of (await request.clone().formData()).entries()) {
      const item = typeof value === 'string' ? value : `file:${value.name}`;
      const seen = fields[name];
      fields[name] = seen === undefined ? item : [...(Array.isArray(seen) ? seen : [seen]), item];
    }
    return fields;
  } catch {
    return undefined;
  }
}

export async function recordRequest(request: Request): Promise<void> {
  const url = new URL(request.url);
  const body = await jsonBody(request);
  const form = await formFields(request);
  const bearer = /^\S+\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const user = bearer ? tokenOwner(bearer) : undefined;
  entries.push({
    ...(user === undefined ? {} : { user }),
    ...(bearer ? { token_sha: tokenSha(bearer) } : {}),
    ...(body === undefined ? {} : { body }),
    ...(form === undefined ? {} : { form }),
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    has_authorization: request.headers.has('authorization'),
    at: new Date().toISOString(),
  });
  if (entries.length > LIMIT) entries = entries.slice(-LIMIT);
}

export function countRefreshCall(email?: string): void {
  refreshCalls += 1;
  if (email) refreshCallsByUser[email] = (refreshCallsByUser[email] ?? 0) + 1;
}

export function requestLog(): {
  requests: RequestLogEntry[];
  refresh_calls: number;
  refresh_calls_by_user: Record<string, number>;
} {
  return { requests: [...entries], refresh_calls: refreshCalls, refresh_calls_by_user: { ...refreshCallsByUser } };
}

export function clearRequestLog(): void {
  entries = [];
  refreshCalls = 0;
  refreshCallsByUser = {};
}
