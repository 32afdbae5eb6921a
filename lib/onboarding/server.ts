import 'server-only';
import { loadParsedItem } from '../server/upstream/parsed';
import { onboardingProfileSchema } from './schema';

/** The start screen cannot go on without the profile: a failed call is the page's error, as before. */
export const getOnboardingProfile = () => loadParsedItem(onboardingProfileSchema, 'chief/profile/me');
