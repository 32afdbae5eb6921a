import 'server-only';
import { ApiError } from '../api/api-error';
import { loadParsedItem, loadRequiredRows } from '../server/upstream/parsed';
import { contactInfoSchema, menuIconSchema, menuItemSchema, networkOptionSchema, profileSchema } from './schema';

export const PROFILE_PATH = 'chief/profile/me';
export const CONTACTS_PATH = 'chief/contact-info';

/** A failed call is the page's error (with its retry), as before; a partial profile is read. */
export const getProfile = () => loadParsedItem(profileSchema, PROFILE_PATH);

/** Contacts need a company: without one the upstream refuses (422), and the card waits for it. */
export async function getContacts() {
  try {
    return await loadParsedItem(contactInfoSchema, CONTACTS_PATH);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  }
}

export const listNetworks = () => loadRequiredRows(networkOptionSchema, `${CONTACTS_PATH}/networks`);
export const listMenuItems = () => loadRequiredRows(menuItemSchema, 'chief/menu-items');
export const listMenuIcons = () => loadRequiredRows(menuIconSchema, 'chief/menu-items/icons');
