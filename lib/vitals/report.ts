/**
 * Field data (issue "felt speed"): what a staff member's browser measured of a page load with
 * `web-vitals` — LCP, INP, CLS and TTFB — as the browser sends it to `/dashboard/own/vitals`
 * and the BFF reads it. Shared by both ends; the browser sends, the server checks again.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export interface VitalsReport {
  /** The page's path as loaded (the BFF turns it into a route template: ids never become labels). */
  path: string;
  metrics: { name: VitalName; value: number }[];
}

export const VITALS_PATH = '/dashboard/own/vitals';

/** LCP, INP and TTFB in milliseconds past this are a broken clock or a forged report; CLS past 10 too. */
const LIMITS: Record<VitalName, number> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 10 };

/** A report as sent, or null when it is not one: unknown names and impossible values are dropped. */
export function readVitalsReport(body: unknown): VitalsReport | null {
  if (!body || typeof body !== 'object') return null;
  const { path, metrics } = body as { path?: unknown; metrics?: unknown };
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 300 || !Array.isArray(metrics) || metrics.length > VITAL_NAMES.length) return null;
  const read: VitalsReport['metrics'] = [];
  for (const metric of metrics as unknown[]) {
    const { name, value } = (metric ?? {}) as { name?: unknown; value?: unknown };
    if (!VITAL_NAMES.includes(name as VitalName) || typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (value < 0 || value > LIMITS[name as VitalName] || read.some((seen) => seen.name === name)) continue;
    read.push({ name: name as VitalName, value });
  }
  return read.length > 0 ? { path, metrics: read } : null;
}

/** Sampled pages only: a sample rate from the server's setting, clamped to 0..1 (0 sends nothing). */
export function sampleRate(text: string | undefined, fallback = 0.1): number {
  const value = text === undefined || text.trim() === '' ? fallback : Number(text);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;
}
