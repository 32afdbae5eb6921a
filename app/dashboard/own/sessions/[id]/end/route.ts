import { fail, ok, ownRoute } from '@/lib/server/store/own-route';
import { CURRENT_SESSION_ERROR, CurrentSession, SESSION_NOT_FOUND, SessionNotFound, endMySession } from '@/lib/sessions/server';

/**
 * Ends one other session of the signed-in user: its cookie is refused from its next request.
 * `id` is the id the list gave; a session of another user is not found.
 */
type Context = { params: Promise<{ id: string }> };

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return ownRoute('any', async ({ session }) => {
    try {
      return ok(await endMySession(session, id));
    } catch (error) {
      if (error instanceof SessionNotFound) return fail(404, SESSION_NOT_FOUND);
      if (error instanceof CurrentSession) return fail(409, CURRENT_SESSION_ERROR);
      throw error;
    }
  })(request);
}
