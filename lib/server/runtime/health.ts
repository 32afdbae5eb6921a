import 'server-only';
import { instanceId } from './log';
import { storeAnswers, upstreamReachable } from './readiness-checks';
import { pingRedis } from './redis';
import { isDraining } from './shutdown';

/**
 * Probes for a load balancer or an orchestrator, which must know when to send traffic. `/healthz`: the process answers.
 * `/readyz`: the upstream answers (any HTTP status; checked at most every few seconds), the BFF's
 * store answers a query, and Redis answers a PING when configured.
 * Neither reads the session; both are outside the middleware's guard.
 */

const probe = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ ...body, instance: instanceId() }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

// While the process drains after SIGTERM both probes say so: the balancer's check (/healthz in
// deploy/haproxy.cfg) and an orchestrator's readiness (/readyz) take the instance out at once.
const draining = () => probe(503, { status: 'shutting down' });

export function healthz(): Response {
  if (isDraining()) return draining();
  return probe(200, { status: 'ok' });
}

export async function readyz(): Promise<Response> {
  if (isDraining()) return draining();
  const [upstream, store, redis] = await Promise.all([upstreamReachable(), storeAnswers(), pingRedis()]);
  const ready = upstream && store && redis !== false;
  return probe(ready ? 200 : 503, {
    status: ready ? 'ok' : 'unavailable',
    upstream: upstream ? 'ok' : 'unreachable',
    store: store ? 'ok' : 'unavailable',
    redis: redis === null ? 'not configured' : redis ? 'ok' : 'unreachable',
  });
}
