import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { isSecureRequest } from '../security/request-info';
import { sessionCookieName, unsealSession, type SessionData } from './cookie';
import { sessionSeen } from '../store/sessions/hooks';

/** The current session in server components and layouts; unsealed once per render. */
export const getSession = cache(async (): Promise<SessionData | null> => {
  const [store, requestHeaders] = await Promise.all([cookies(), headers()]);
  const session = await unsealSession(store.get(sessionCookieName(isSecureRequest(requestHeaders)))?.value);
  // «Активные сеансы»: a render counts as use too (written at most once a minute, in the background).
  if (session) void sessionSeen(session, requestHeaders);
  return session;
});
