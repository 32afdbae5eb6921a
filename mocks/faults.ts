/**
 * Demo-only injected failures (issue 20): e2e tests make one call fail on purpose, e.g. the
 * deactivation of one product among twenty, by method and exact path. Kept in memory only.
 */
export interface Fault {
  method: string;
  /** The upstream path, e.g. /dashboard/v1/chief/products/12. */
  path: string;
  status: number;
  error: string;
}

const faults: Fault[] = [];

export function addFault(fault: Fault): void {
  faults.push({ ...fault, method: fault.method.toUpperCase() });
}

/** Removes the faults of one path, or all. */
export function clearFaults(path?: string | null): number {
  const before = faults.length;
  for (let i = faults.length - 1; i >= 0; i -= 1) if (!path || faults[i]?.path === path) faults.splice(i, 1);
  return before - faults.length;
}

export function faultFor(method: string, path: string): Fault | undefined {
  return faults.find((fault) => fault.method === method.toUpperCase() && fault.path === path);
}
