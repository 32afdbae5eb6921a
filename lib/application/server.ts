import 'server-only';
import { ApiError } from '../api/api-error';
import { loadParsedItem } from '../server/upstream/parsed';
import { APPLICATION_KEY } from './api';
import { applicationMainSchema } from './schema';

/** The app's settings; a failed call is the page's error (with its retry), as before. */
export const getApplication = () => loadParsedItem(applicationMainSchema, APPLICATION_KEY);

/** The app is created with the company: before onboarding's step 1 is saved there is none (404/422). */
export async function getApplicationIfCreated(hasCompany: boolean) {
  if (!hasCompany) return null;
  try {
    return await getApplication();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
