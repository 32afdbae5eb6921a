import 'server-only';
import { ApiError } from '../api/api-error';
import { logLine } from '../server/runtime/log';
import { loadRecord, onError } from '../server/upstream/parsed';
import { APPLICATION_KEY } from './api';
import { applicationMainSchema } from './schema';

/** The app's settings; a failed call is the page's error (with its retry), as before. */
export const getApplication = () => loadRecord(applicationMainSchema, APPLICATION_KEY, onError.page);

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

/**
 * The company's name as the app's data holds it, for screens whose own record may not name the
 * company (the specification's profile names only the user); '' when it cannot be read, which
 * is logged and never fails the screen.
 */
export async function getAppCompanyName(): Promise<string> {
  try {
    return (await getApplication()).companyName;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logLine('warn', 'upstream_read_failed', { tag: 'home', path: APPLICATION_KEY, status: error.status, error: error.error });
    return '';
  }
}
