import { ok, ownRoute } from '@/lib/server/store/own-route';
import { endMyOtherSessions } from '@/lib/sessions/server';

/** «Завершить все другие сеансы»: every open session of the signed-in user but this one. */
export const dynamic = 'force-dynamic';

export const POST = ownRoute('any', async ({ session }) => ok(await endMyOtherSessions(session)));
