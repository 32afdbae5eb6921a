import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served by app/metrics/route.ts. Counted where
 * the events happen: the proxy route, the upstream client, the throttle, the token refresh and
 * the Redis fallback. Each process has its own registry: with several instances (or workers)
 * Prometheus scrapes each one and sums.
 */

export interface Metrics {
  registry: Registry;
  proxyDuration: Histogram<'method' | 'route' | 'status'>;
  upstreamDuration: Histogram<'status_class'>;
  upstreamErrors: Counter<'status_class'>;
  throttleBlocks: Counter<'rule'>;
  tokenRefreshes: Counter<'outcome'>;
  redisFallbacks: Counter<'what'>;
  eventStreamsOpen: Gauge;
  eventStreamsDropped: Counter<'reason'>;
  eventStreamsRefused: Counter<'scope'>;
  livePolls: Counter<'outcome'>;
  webVitals: Histogram<'metric' | 'route'>;
  webVitalsShift: Histogram<'route'>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    proxyDuration: new Histogram({
      name: 'bo_proxy_request_duration_seconds',
      help: 'Calls through the BFF proxy (/dashboard/v1), until the answer headers, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'bo_upstream_request_duration_seconds',
      help: 'Upstream calls, until the answer headers, by status class (2xx..5xx, or the failure when there was no answer)',
      labelNames: ['status_class'],
      buckets: SECONDS,
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'bo_upstream_errors_total',
      help: 'Upstream calls that failed: answered 4xx or 5xx, or no answer (timeout, unreachable, aborted, too_large)',
      labelNames: ['status_class'],
      registers: [registry],
    }),
    throttleBlocks: new Counter({
      name: 'bo_throttle_blocks_total',
      help: 'Attempts refused by the throttle, by rule',
      labelNames: ['rule'],
      registers: [registry],
    }),
    tokenRefreshes: new Counter({
      name: 'bo_token_refresh_total',
      help: 'Requests that needed a new upstream token: won (this process refreshed), waited (used a refresh made by another request or instance), failed (no new token)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    redisFallbacks: new Counter({
      name: 'bo_redis_fallbacks_total',
      help: 'Uses of Redis that failed and fell back to this process alone, by use',
      labelNames: ['what'],
      registers: [registry],
    }),
    eventStreamsOpen: new Gauge({
      name: 'bo_event_streams_open',
      help: 'Server-sent event streams (/dashboard/own/events) open on this instance',
      registers: [registry],
    }),
    eventStreamsDropped: new Counter({
      name: 'bo_event_streams_dropped_total',
      help: 'Event streams ended by this instance: slow (the client fell too far behind), session (its token was refused), revoked, expired (its session ended), shutdown',
      labelNames: ['reason'],
      registers: [registry],
    }),
    eventStreamsRefused: new Counter({
      name: 'bo_event_streams_refused_total',
      help: 'Event streams refused with 429 because a cap was reached: session (streams of one session), tenant (of one company)',
      labelNames: ['scope'],
      registers: [registry],
    }),
    livePolls: new Counter({
      name: 'bo_live_polls_total',
      help: 'Upstream reads of the live order watcher (one per company and interval on the lease holder), by outcome: ok, refused, failed',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    // Field data from the staff's browsers (sampled page loads, lib/vitals/report.ts): the goals are
    // LCP ≤ 1.5 s and a page that reacts by 2.5 s on a phone (docs/performance.md).
    webVitals: new Histogram({
      name: 'bo_web_vitals_seconds',
      help: 'Web vitals measured in the browser on sampled page loads: LCP, INP and TTFB, by page route template',
      labelNames: ['metric', 'route'],
      buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
      registers: [registry],
    }),
    webVitalsShift: new Histogram({
      name: 'bo_web_vitals_cls',
      help: 'Cumulative layout shift measured in the browser on sampled page loads, by page route template',
      labelNames: ['route'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
  };
}

// One registry per process: the route handlers and the instrumentation hook are bundled apart,
// and a second copy of a metric in one registry would throw.
const SLOT = Symbol.for('bo.metrics');
const holder = globalThis as unknown as Record<symbol, Metrics | undefined>;
const ROUTES_SLOT = Symbol.for('bo.metrics.routes');
const routeHolder = globalThis as unknown as Record<symbol, Set<string> | undefined>;

export function metrics(): Metrics {
  return (holder[SLOT] ??= create());
}

/** Tests start from zero. */
export function resetMetricsForTests(): void {
  holder[SLOT] = undefined;
  routeHolder[ROUTES_SLOT] = undefined;
}

// Label values that are ids of records, files or tokens, never a name of the API.
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Za-z0-9_-]{24,})$/i;
// The API's names are lower-case words; one with a digit is a record's or a file's name.
const NAME_SEGMENT = /^[a-z][a-z_-]{0,39}$/;
/** Distinct route labels kept; past it a new one is counted as `{other}`, so a scan of made-up paths cannot grow the series without end. */
export const MAX_ROUTES = 300;

/**
 * The route template of a proxy path: `/dashboard/v1/chief/orders/15` → `/chief/orders/{id}`.
 * A segment that is not a plain lower-case name (an id, a file name, an e-mail) becomes `{id}`,
 * and so does the last one under `/media` (always a file: `/media/home/{id}`).
 */
export function routeTemplate(pathname: string): string {
  const rest = pathname.startsWith('/dashboard/v1/') ? pathname.slice('/dashboard/v1'.length) : pathname;
  const parts = rest
    .split('/')
    .filter((segment, index) => index === 0 || segment !== '')
    .slice(0, 8);
  const media = parts[1] === 'media' && parts.length > 2;
  const segments = parts.map((segment, index) => {
    if (index === 0) return segment;
    if (media && index === parts.length - 1) return '{id}';
    return !ID_SEGMENT.test(segment) && NAME_SEGMENT.test(segment) ? segment : '{id}';
  });
  const template = segments.join('/') || '/';
  const seen = (routeHolder[ROUTES_SLOT] ??= new Set());
  if (seen.has(template)) return template;
  if (seen.size >= MAX_ROUTES) return '{other}';
  seen.add(template);
  return template;
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** `upstream ${kind}` failures (lib/server/upstream/fetch.ts) as a label. */
export function upstreamFailureLabel(kind: 'unreachable' | 'timeout' | 'aborted' | 'tooLarge'): string {
  return kind === 'tooLarge' ? 'too_large' : kind;
}

// Label values for the methods the proxy serves; anything else is one value.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method.toUpperCase()) ? method.toUpperCase() : 'OTHER');
