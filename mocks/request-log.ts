/** What the demo upstream was asked, so e2e tests can check what the BFF sent (memory only). */

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  has_authorization: boolean;
  at: string;
}

const LIMIT = 500;

let entries: RequestLogEntry[] = [];
let refreshCalls = 0;

export function recordRequest(request: Request): void {
  const url = new URL(request.url);
  entries.push({
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
