import { ok, ownRoute } from '@/lib/server/store/own-route';
import { sessionsOf } from '@/lib/sessions/server';

/** «Активные сеансы»: the signed-in user's open sessions (only their own). */
export const dynamic = 'force-dynamic';

export const GET = ownRoute('any', async ({ request, session }) => ok(await sessionsOf(session, request.headers)));
