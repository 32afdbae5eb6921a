import 'server-only';
import { loadRecord, onError } from '../server/upstream/parsed';
import { onboardingProfileSchema } from './schema';

/** The start screen cannot go on without the profile: a failed call is the page's error, as before. */
export const getOnboardingProfile = () => loadRecord(onboardingProfileSchema, 'chief/profile/me', onError.page);
