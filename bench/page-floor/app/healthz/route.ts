// What bench/lib.mjs's startApp waits for.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response('ok');
}
