/**
 * Browsers ask for /favicon.ico on their own (for a JSON or file response, or before the page's
 * <link rel="icon">): send them to the app's SVG icon instead of a 404. Built once, static.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(null, { status: 308, headers: { Location: '/icon.svg' } });
}
