import { field, record } from '../schema/record';
import type { ContactInfo, MenuIcon, MenuItem, NetworkLink, NetworkOption, Profile } from './types';

/** The personal account's records as read from the upstream (§3 "User: name, step"). */

const SECTION_TYPES = ['html_text', 'photo', 'license'] as const;

type ProfileCompany = NonNullable<Profile['company']>;

export const profileCompanySchema = record<ProfileCompany>('profile-company', {
  id: field.number(),
  name: field.text(),
  legalName: field.optional(field.text()),
  inn: field.optional(field.text()),
  city: field.optional(field.text()),
  address: field.optional(field.text()),
  email: field.optional(field.text()),
  phone: field.optional(field.text()),
});

/** §3 names only the user's name and step, so the profile is read without requiring its id. */
export const profileSchema = record<Profile>(
  'profile',
  {
    id: field.number(),
    name: field.text(),
    email: field.text(),
    phone: field.text(),
    step: field.textOrNull(),
    company: field.record(profileCompanySchema),
  },
  { idKey: null },
);

const networkLinkSchema = record<NetworkLink>('contact-network', { network: field.text(), url: field.text() }, { idKey: 'network' });

export const contactInfoSchema = record<ContactInfo>(
  'contact-info',
  { phone: field.text(), email: field.text(), site: field.text(), address: field.text(), networks: field.list(networkLinkSchema) },
  { idKey: null },
);

export const networkOptionSchema = record<NetworkOption>('network-option', { name: field.text(), title: field.text() }, { idKey: 'name' });

export const menuIconSchema = record<MenuIcon>('menu-icon', { name: field.text(), title: field.text() }, { idKey: 'name' });

export const menuItemSchema = record<MenuItem>('menu-item', {
  id: field.number(),
  title: field.text(),
  type: field.oneOf(SECTION_TYPES, 'html_text'),
  isActive: field.boolean(),
  icon: field.textOrNull(),
});
