import 'server-only';
import { Deadline, upstreamFetch, upstreamUrl } from '../upstream/fetch';
import { instanceId } from './log';
import { pingRedis } from './redis';
import { isDraining } from './shutdown';

/**
 * Probes for a load balancer or an orchestrator, which must know when to send traffic. `/healthz`: the process answers.
 * `/readyz`: the upstream answers (any HTTP status) and Redis answers a PING when configured.
 * Neither reads the session; both are outside the middleware's guard.
 */

const PROBE_MS = 2000;

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

async function upstreamReachable(): Promise<boolean> {
  const deadline = new Deadline(PROBE_MS);
  try {
    const response = await upstreamFetch({ method: 'HEAD', url: upstreamUrl(''), headers: {}, deadline });
    await response.body.dump();
    return true;
  } catch {
    return false;
  } finally {
    deadline.cancel();
  }
}

export async function readyz(): Promise<Response> {
  if (isDraining()) return draining();
  const [upstream, redis] = await Promise.all([upstreamReachable(), pingRedis()]);
  const ready = upstream && redis !== false;
  return probe(ready ? 200 : 503, {
    status: ready ? 'ok' : 'unavailable',
    upstream: upstream ? 'ok' : 'unreachable',
    redis: redis === null ? 'not configured' : redis ? 'ok' : 'unreachable',
  });
}
