import { api } from './client';
import { paths } from '../paths';

/** §4: logout goes to /login (admin: /admin/login) whatever the upstream answered. */
export async function logout(isAdmin: boolean): Promise<void> {
  try {
    await api.get(`${isAdmin ? 'admin' : 'chief'}/logout`);
  } catch (error) {
    // §8: a failed logout is only logged; the BFF clears the cookie either way.
    console.error('logout failed', error);
  }
  window.location.assign(isAdmin ? paths.adminLogin : paths.login);
}
