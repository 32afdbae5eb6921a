/** What the demo upstream was asked, so e2e tests can check what the BFF sent (memory only). */

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  has_authorization: boolean;
  /** The parsed JSON body, when there was one (multipart bodies are not kept). */
  body?: unknown;
  at: string;
}

const LIMIT = 500;

let entries: RequestLogEntry[] = [];
let refreshCalls = 0;

async function jsonBody(request: Request): Promise<unknown> {
  if (!/^application\/json/i.test(request.headers.get('content-type') ?? '')) return undefined;
  try {
    return JSON.parse(await request.clone().text());
  } catch {
    return undefined;
  }
}

export async function recordRequest(request: Request): Promise<void> {
  const url = new URL(request.url);
  const body = await jsonBody(request);
  entries.push({
    ...(body === undefined ? {} : { body }),
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    has_authorization: request.headers.has('authorization'),
    at: new Date().toISOString(),
  });
  if (entries.length > LIMIT) entries = entries.slice(-LIMIT);
}

export function countRefreshCall(): void {
  refreshCalls += 1;
}

export function requestLog(): { requests: RequestLogEntry[]; refresh_calls: number } {
  return { requests: [...entries], refresh_calls: refreshCalls };
}

export function clearRequestLog(): void {
  entries = [];
  refreshCalls = 0;
}
