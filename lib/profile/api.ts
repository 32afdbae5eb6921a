import { api } from '../api/client';
import type { CompanyPayload, ContactInfo, MenuItem, Profile } from './types';

export type * from './types';

/** The personal account's calls (§7 "Profile, company sections, contacts"). */
export const profileApi = {
  updateCompany: (payload: CompanyPayload) =>
    api.patch<{ data: NonNullable<Profile['company']> }>('chief/profile/company', payload).then((body) => body.data),
  updateContacts: (payload: ContactInfo) => api.put<{ data: ContactInfo }>('chief/contact-info', payload).then((body) => body.data),
  setMenuIcon: (id: number, icon: string | null) =>
    api.put<{ data: MenuItem }>(`chief/menu-items/${id}`, { icon }).then((body) => body.data),
};
