import { api } from './client';
import { hardNavigate } from '../hard-navigate';
import { paths } from '../paths';
import type { LoginUser } from '../after-login';
import type { LoginFormValues } from '../validation/login';

export type LoginRole = 'chief' | 'admin';

/** What the BFF returns for a completed login: the token stays in the session cookie. */
export interface CompleteLoginResponse {
  data: { user: LoginUser; isAdmin?: boolean };
}

/** The login calls of §7, through the BFF proxy (`/dashboard/v1/{role}/...`). */
export const loginApi = {
  /** The envelope's text contains the phone the code was sent to (§3). */
  login: (role: LoginRole, values: LoginFormValues) => api.post<unknown>(`${role}/login`, values),
  sendCode: (role: LoginRole, phone: string) => api.post<unknown>(`${role}/send-code`, { phone }),
  complete: (role: LoginRole, phone: string, code: string) =>
    api.post<CompleteLoginResponse>(`${role}/auth/complete`, { phone, code }),
};

/** §4: logout goes to /login (admin: /admin/login) whatever the upstream answered. */
export async function logout(isAdmin: boolean): Promise<void> {
  try {
    await api.get(`${isAdmin ? 'admin' : 'chief'}/logout`);
  } catch (error) {
    // §8: a failed logout is only logged; the BFF clears the cookie either way.
    console.error('logout failed', error);
  }
  hardNavigate(isAdmin ? paths.adminLogin : paths.login);
}
