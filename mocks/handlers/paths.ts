import type { Role } from '../types';

export const ROLES: readonly Role[] = ['chief', 'admin'];

/** The upstream prefix of a role (§6): /dashboard/v1/chief or /dashboard/v1/admin. */
export const api = (role: Role, path: string) => `/dashboard/v1/${role}/${path}`;
