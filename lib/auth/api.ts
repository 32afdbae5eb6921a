import { api, cancelSessionCalls } from '../api/client';
import { hardNavigate } from '../api/hard-navigate';
import { paths } from '../paths';
import type { LoginUser } from './after-login';
import type { LoginFormValues } from './login';
import { phoneDigits, withoutCountryDigit } from '../format/phone';

export type LoginRole = 'chief' | 'admin';

/** What the BFF returns for a completed login: the token stays in the session cookie. */
export interface CompleteLoginResponse {
  data: { user: LoginUser; isAdmin?: boolean };
}

/**
 * The login calls of §7, through the BFF proxy (`/dashboard/v1/{role}/...`). The code calls
 * take the phone as the screens hold it (the 11 digits of the login response, §3) and send it
 * without the leading country digit (§5), for login and registration alike.
 */
export const loginApi = {
  /** The envelope's text contains the phone the code was sent to (§3). */
  login: (role: LoginRole, values: LoginFormValues) =>
    api.post<unknown>(`${role}/login`, { email: values.email, password: values.password }),
  sendCode: (role: LoginRole, phone: string) =>
    api.post<unknown>(`${role}/send-code`, { phone: withoutCountryDigit(phone) }),
  complete: (role: LoginRole, phone: string, code: string) =>
    api.post<CompleteLoginResponse>(`${role}/auth/complete`, { phone: withoutCountryDigit(phone), code }),
};

export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  repeatPassword: string;
  /** As typed, masked ('+7 916 123-45-67'). */
  phone: string;
}

/**
 * Registration (§4, §5): the form sends the phone as 11 digits without formatting; the
 * code calls send it without the leading country digit.
 */
export const registrationApi = {
  // Field by field: a form object may carry more than the call takes (§7 sends only these).
  register: (values: RegistrationPayload) =>
    api.post<unknown>('chief/registration', {
      name: values.name,
      email: values.email,
      password: values.password,
      repeatPassword: values.repeatPassword,
      phone: phoneDigits(values.phone),
    }),
  changePhone: (oldPhone: string, phone: string) =>
    api.post<unknown>('chief/registration/change-phone', {
      oldPhone: phoneDigits(oldPhone),
      phone: phoneDigits(phone),
    }),
  sendCode: (phone: string) => loginApi.sendCode('chief', phone),
  complete: (phone: string, code: string) => loginApi.complete('chief', phone, code),
};

/** Password recovery (§2): a link by e-mail, then the new password with the link's token. */
export const recoveryApi = {
  sendLink: (email: string) => api.post<unknown>('chief/password-reset-link', { email }),
  resetPassword: (values: { token: string; password: string; passwordConfirmation: string }) =>
    api.post<unknown>('chief/password-reset', values),
};

/** §4: logout goes to /login (admin: /admin/login) whatever the upstream answered. */
export async function logout(isAdmin: boolean): Promise<void> {
  cancelSessionCalls();
  try {
    await api.get(`${isAdmin ? 'admin' : 'chief'}/logout`, { outlivesSession: true });
  } catch (error) {
    // §8: a failed logout is only logged; the BFF clears the cookie either way.
    console.error('logout failed', error);
  }
  hardNavigate(isAdmin ? paths.adminLogin : paths.login);
}
