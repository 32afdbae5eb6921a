import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientIp } from '../security/request-info';
import { normalizeAddress } from '../security/trusted-proxies';
import { metrics } from './metrics';

/**
 * GET /metrics in Prometheus' text format, for a scraper on this machine (the client address,
 * as the proxy works it out from the socket and TRUST_PROXY, is loopback) or one that sends
 * `Authorization: Bearer $METRICS_TOKEN`. Anyone else gets a plain 404: the page does not
 * exist for them.
 */

function isLoopback(address: string): boolean {
  const normal = normalizeAddress(address);
  return normal === '::1' || /^127\./.test(normal);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(headers: Headers, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  // Compared as digests, so neither the length nor the content leaks through timing.
  return !!given && timingSafeEqual(digest(given), digest(token));
}

export function metricsAllowed(headers: Headers, token: string | undefined = process.env.METRICS_TOKEN || undefined): boolean {
  return hasToken(headers, token) || isLoopback(clientIp(headers));
}

export async function metricsResponse(request: Request): Promise<Response> {
  if (!metricsAllowed(request.headers)) {
    return new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    status: 200,
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
