/**
 * Demo-only injected failures: e2e tests make one call fail on purpose, e.g. the
 * deactivation of one product among twenty, by method and exact path, and optionally by query
 * parameters (page 2 of one filter: an export that breaks halfway). A fault may also only hold
 * the call back for a while and then let it through (a slow page, to cancel an export). Kept in
 * memory only.
 */
export interface Fault {
  method: string;
  /** The upstream path, e.g. /dashboard/v1/chief/products/12. */
  path: string;
  /** Query parameters the call must carry, with these values (others may be there too). */
  query?: Record<string, string>;
  /** An error answer; absent with `delayMs`, the call goes through after the delay. */
  status?: number;
  error?: string;
  delayMs?: number;
  /**
   * Fields the answer's record leaves out (snake_case, as the upstream sends them): an upstream
   * that never sends what the specification does not define. The call itself succeeds.
   */
  omit?: string[];
}

const faults: (Fault & { id: number })[] = [];
let lastId = 0;

/** Adds a fault and returns its id: the test that added it removes only it (parallel tests may fault the same path). */
export function addFault(fault: Fault): number {
  lastId += 1;
  faults.push({ ...fault, method: fault.method.toUpperCase(), id: lastId });
  return lastId;
}

/** Removes one fault by id, or the faults of one path, or all. */
export function clearFaults({ id, path }: { id?: number | null; path?: string | null } = {}): number {
  const before = faults.length;
  for (let i = faults.length - 1; i >= 0; i -= 1) {
    const fault = faults[i];
    if (fault && (id ? fault.id === id : !path || fault.path === path)) faults.splice(i, 1);
  }
  return before - faults.length;
}

export function faultFor(method: string, url: URL): Fault | undefined {
  return faults.find(
    (fault) =>
      fault.method === method.toUpperCase() &&
      fault.path === url.pathname &&
      Object.entries(fault.query ?? {}).every(([name, value]) => url.searchParams.get(name) === value),
  );
}

/** The record `data` without the fields an omit fault names for this call, if any. */
export function withoutOmitted<T>(request: Request, data: T): T {
  const fault = faultFor(request.method, new URL(request.url));
  if (!fault?.omit?.length || !data || typeof data !== 'object') return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const key of fault.omit) delete copy[key];
  return copy as T;
}
