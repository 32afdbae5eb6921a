import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { SESSION_COOKIE, unsealSession, type SessionData } from './session';

/** The current session in server components and layouts; unsealed once per render. */
export const getSession = cache(async (): Promise<SessionData | null> => {
  const store = await cookies();
  return unsealSession(store.get(SESSION_COOKIE)?.value);
});
