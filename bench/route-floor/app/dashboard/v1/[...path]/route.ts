// The floor of the product's fixed shape (a route handler proxies every /dashboard/v1 call):
// a Next route handler that only fetch()es the same path from the upstream and hands the body
// on, with no session, no rules, no key conversion, no log. `npm run bench:ratio -- --floor`.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await fetch(`${process.env.API_BASE_URL}${url.pathname}${url.search}`, { cache: 'no-store', signal: request.signal });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' } });
}
