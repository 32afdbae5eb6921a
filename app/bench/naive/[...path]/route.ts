import { serverEnv } from '@/lib/env';

/**
 * `npm run bench` only: the "naive fetch route" baseline (fetch the upstream, hand its body on).
 * Answers 404 unless the bench started the server with BENCH_ROUTES=1; no session, no rules.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  if (process.env.BENCH_ROUTES !== '1') return new Response('Not found', { status: 404 });
  const path = (await params).path.map(encodeURIComponent).join('/');
  const upstream = await fetch(`${serverEnv().apiBaseUrl}/dashboard/v1/${path}`, { signal: request.signal });
  return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' } });
}
