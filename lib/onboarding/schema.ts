import { field, record } from '../schema/record';
import type { CompanyDetails, OnboardingProfile } from './types';

/** GET profile/me as the start screen reads it (§3 "User: name, step"). */

export const companyDetailsSchema = record<CompanyDetails>('onboarding-company', {
  id: field.number(),
  name: field.text(),
  legalName: field.text(),
  inn: field.text(),
  city: field.text(),
  address: field.text(),
  email: field.text(),
  phone: field.text(),
});

export const onboardingProfileSchema = record<OnboardingProfile>(
  'onboarding-profile',
  {
    id: field.number(),
    name: field.text(),
    email: field.text(),
    phone: field.text(),
    step: field.textOrNull(),
    company: field.record(companyDetailsSchema),
  },
  { idKey: null },
);

/** PUT profile/step answers with the step it saved; without one, the step sent is the step saved. */
export const savedStepSchema = record<{ step: string }>('saved-step', { step: field.text() }, { idKey: null });
