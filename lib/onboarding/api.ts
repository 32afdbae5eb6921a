import { api } from '../api/client';
import { parseAnswer } from '../schema/record';
import { companyDetailsSchema, savedStepSchema } from './schema';

/** The company as PATCH profile/company and GET profile/me return it. */
export interface CompanyDetails {
  id: number;
  name: string;
  legalName: string;
  inn: string;
  city: string;
  address: string;
  email: string;
  /** 11 digits, '74951234567'. */
  phone: string;
}

export type CompanyValues = Omit<CompanyDetails, 'id'>;

/** GET profile/me as the start screen needs it. */
export interface OnboardingProfile {
  id: number;
  name: string;
  email: string;
  phone: string;
  step: string | null;
  company: CompanyDetails | null;
}

/** Onboarding steps saved with PUT profile/step: '1' … '4', then 'done' (§4). */
export const ONBOARDING_DONE = 'done';

export const onboardingApi = {
  /** The first call creates the company (§7 "PATCH profile/company"). */
  updateCompany: (values: CompanyValues) =>
    api.patch<unknown>('chief/profile/company', values).then((body) => parseAnswer(companyDetailsSchema, body)),
  /** The BFF keeps the session's step in step with this call, so the guard follows it. */
  saveStep: (step: string) =>
    api.put<unknown>('chief/profile/step', { step }).then((body) => parseAnswer(savedStepSchema, body).step || step),
};
