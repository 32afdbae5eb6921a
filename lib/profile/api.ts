import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';
import type { CompanyPayload, ContactInfo } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export type * from './types';

/** The personal account's calls (§7 "Profile, company sections, contacts"), read with the server loaders' schemas. */
export const profileApi = {
  updateCompany: (payload: CompanyPayload) =>
    api.patch<unknown>('chief/profile/company', payload).then((body) => readAnswer(schemas, (s) => s.profileCompanySchema, body)),
  updateContacts: (payload: ContactInfo) => api.put<unknown>('chief/contact-info', payload).then((body) => readAnswer(schemas, (s) => s.contactInfoSchema, body)),
  setMenuIcon: (id: number, icon: string | null) =>
    api.put<unknown>(`chief/menu-items/${id}`, { icon }).then((body) => readAnswer(schemas, (s) => s.menuItemSchema, body, id)),
};
