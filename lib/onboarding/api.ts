import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';
import type { CompanyValues } from './types';

export type { CompanyDetails, CompanyValues, OnboardingProfile } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

/** Onboarding steps saved with PUT profile/step: '1' … '4', then 'done' (§4). */
export const ONBOARDING_DONE = 'done';

export const onboardingApi = {
  /** The first call creates the company (§7 "PATCH profile/company"). */
  updateCompany: (values: CompanyValues) =>
    api.patch<unknown>('chief/profile/company', values).then((body) => readAnswer(schemas, (s) => s.companyDetailsSchema, body)),
  /** The BFF keeps the session's step in step with this call, so the guard follows it. */
  saveStep: (step: string) =>
    api.put<unknown>('chief/profile/step', { step }).then(async (body) => (await readAnswer(schemas, (s) => s.savedStepSchema, body)).step || step),
};
