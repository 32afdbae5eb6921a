import 'server-only';
import { redirect } from 'next/navigation';
import { homeFor } from './route-guard';
import { paths } from '../../paths';
import { getSession } from './get-session';
import type { SessionData } from './cookie';

/**
 * Server-side re-check of the guard for a layout: the middleware is not the only gate.
 * Redirects away unless the session belongs to this area.
 */
export async function requireSession(area: 'company' | 'admin' | 'start'): Promise<SessionData> {
  const session = await getSession();
  if (!session) redirect(area === 'admin' ? paths.adminLogin : paths.login);
  const guard = { isAdmin: session.isAdmin, step: session.user.step };
  const belongs =
    area === 'admin'
      ? session.isAdmin
      : !session.isAdmin && (area === 'start' ? session.user.step !== 'done' : session.user.step === 'done');
  if (!belongs) redirect(homeFor(guard));
  return session;
}
