import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { isSecureRequest } from '../security/request-info';
import { sessionCookieName, unsealSession, type SessionData } from './cookie';

/** The current session in server components and layouts; unsealed once per render. */
export const getSession = cache(async (): Promise<SessionData | null> => {
  const [store, requestHeaders] = await Promise.all([cookies(), headers()]);
  return unsealSession(store.get(sessionCookieName(isSecureRequest(requestHeaders)))?.value);
});
