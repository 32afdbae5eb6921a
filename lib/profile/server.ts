import 'server-only';
import { ApiError } from '../api/api-error';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { contactInfoSchema, menuIconSchema, menuItemSchema, networkOptionSchema, profileSchema } from './schema';

export const PROFILE_PATH = 'chief/profile/me';
export const CONTACTS_PATH = 'chief/contact-info';

/** A failed call is the page's error (with its retry), as before; a partial profile is read. */
export const getProfile = () => loadRecord(profileSchema, PROFILE_PATH, onError.page);

/** Contacts need a company: without one the upstream refuses (422), and the card waits for it. */
export async function getContacts() {
  try {
    return await loadRecord(contactInfoSchema, CONTACTS_PATH, onError.page);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  }
}

export const listNetworks = () => loadList(networkOptionSchema, `${CONTACTS_PATH}/networks`, onError.page);
export const listMenuItems = () => loadList(menuItemSchema, 'chief/menu-items', onError.page);
export const listMenuIcons = () => loadList(menuIconSchema, 'chief/menu-items/icons', onError.page);
