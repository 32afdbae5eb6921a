import { api } from '../api/client';
import { parseAnswer } from '../schema/record';
import { contactInfoSchema, menuItemSchema, profileCompanySchema } from './schema';
import type { CompanyPayload, ContactInfo } from './types';

export type * from './types';

/** The personal account's calls (§7 "Profile, company sections, contacts"), read with the server loaders' schemas. */
export const profileApi = {
  updateCompany: (payload: CompanyPayload) =>
    api.patch<unknown>('chief/profile/company', payload).then((body) => parseAnswer(profileCompanySchema, body)),
  updateContacts: (payload: ContactInfo) => api.put<unknown>('chief/contact-info', payload).then((body) => parseAnswer(contactInfoSchema, body)),
  setMenuIcon: (id: number, icon: string | null) =>
    api.put<unknown>(`chief/menu-items/${id}`, { icon }).then((body) => parseAnswer(menuItemSchema, body, id)),
};
